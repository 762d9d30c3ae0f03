import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as operatorLivingCalls from '../../../shared/contract/calls/operator-living.ts';
import { RED_POINT_TYPES } from '../../../shared/contract/calendar.ts';
import { redPointMarkSchema, type RedPointMarkInput } from '../../../shared/contract/operator-living.ts';
import { useFormatTime } from '../../features/operator/DateTimeInput.tsx';
import styles from '../../features/operator/admin.module.css';
import { ReadFailed } from '../../features/operator/ReadFailed.tsx';
import { useOperator } from '../../features/operator/use-operator.ts';
import { useT } from '../../i18n/index.ts';
import { relayAction } from '../../lib/route-data.ts';
import { serverRead } from '../../lib/service-call.server.ts';
import { adminGate, failedRead, operatorAction } from './admin.server.ts';
import type { Route } from './+types/red-points';

/** GET /v1/operator/red_points. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const gate = await adminGate(context, params.appSn);
  if (gate?.state !== 'ok') return null;
  const appSn = gate.edition.app_sn;
  const points = await serverRead(context, appSn, operatorLivingCalls.redPoints, {});
  if (points.status !== 'ready') return failedRead(points);
  return { appSn, list: points.data.list };
}

/** Operator writes (useOperator: a declared call by name), run on the server; the router then reloads this page's data. */
export async function action({ context, params, request }: Route.ActionArgs) {
  return operatorAction(context, params.appSn, request);
}

/** Hands the server action's outcome to the caller (useRouteAction). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => relayAction(request, serverAction);

/** Red points: mark a channel, item or placement as updated now; remove a mark. */
export default function AdminRedPoints({ loaderData: data }: Route.ComponentProps) {
  const t = useT();
  const formatTime = useFormatTime();
  const write = useOperator();
  const { register, handleSubmit, formState } = useForm<RedPointMarkInput>({
    resolver: zodResolver(redPointMarkSchema),
    defaultValues: { type: 'content', img: '' },
  });
  if (!data) return null;
  if ('failed' in data) return <ReadFailed failure={data.failed} />;
  const errors = formState.errors;
  return (
    <div className={styles.columns}>
      <form
        className={styles.panel}
        aria-label={t('operator.redPoints.mark')}
        onSubmit={handleSubmit(async (values) => void (await write('living.markRedPoint', { ...values })))}
        noValidate
      >
        <h2>{t('operator.redPoints.mark')}</h2>
        <div className={styles.grid2}>
          <label className={styles.field}>
            <span>{t('operator.redPoints.type')}</span>
            <select {...register('type')}>
              {RED_POINT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span>{t('operator.redPoints.target')}</span>
            <input type="number" min={1} {...register('target_id', { valueAsNumber: true })} aria-invalid={errors.target_id ? true : undefined} />
            {errors.target_id ? <span className={styles.error}>{errors.target_id.message}</span> : null}
          </label>
          <label className={styles.field}>
            <span>{t('operator.redPoints.img')}</span>
            <input {...register('img')} />
            {errors.img ? <span className={styles.error}>{errors.img.message}</span> : null}
          </label>
        </div>
        <div className={styles.row}>
          <button type="submit" className={styles.primary}>
            {t('operator.redPoints.mark')}
          </button>
        </div>
      </form>
      <section className={styles.panel} aria-labelledby="red-points-title">
        <h2 id="red-points-title">{t('operator.redPoints.title')}</h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t('operator.redPoints.type')}</th>
                <th>{t('operator.redPoints.target')}</th>
                <th>{t('operator.redPoints.changed')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {data.list.map((point) => (
                <tr key={point.id}>
                  <td>{point.type}</td>
                  <td>{point.target_id}</td>
                  <td>{formatTime(point.mtime)}</td>
                  <td>
                    <button type="button" className={styles.small} onClick={() => void write('living.deleteRedPoint', { id: point.id }, t('operator.deleted'))}>
                      {t('operator.delete')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
