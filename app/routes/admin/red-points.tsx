import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLoaderData } from 'react-router';
import { RED_POINT_TYPES } from '../../../shared/contract/calendar.ts';
import { redPointMarkSchema, type RedPointMarkInput } from '../../../shared/contract/operator-living.ts';
import { useFormatTime } from '../../features/admin/DateTimeInput.tsx';
import styles from '../../features/admin/admin.module.css';
import { useOperator } from '../../features/admin/use-operator.ts';
import { useT } from '../../i18n/index.ts';
import { adminGate, type AdminLoaderArgs } from './admin.server.ts';
import { operatorAction } from '../../features/admin/admin-api.ts';

export async function loader({ context, params }: AdminLoaderArgs) {
  const gate = await adminGate(context, params.appSn);
  if (gate?.state !== 'ok') return null;
  return { appSn: gate.edition.app_sn, list: await context.services.operator.living.redPoints(gate.edition.id) };
}

/** Operator writes (useOperator); the router then reloads this page's data. */
export const clientAction = operatorAction;

type LoaderData = Awaited<ReturnType<typeof loader>>;

/** Red points: mark a channel, item or placement as updated now; remove a mark. */
export default function AdminRedPoints() {
  const t = useT();
  const formatTime = useFormatTime();
  const data = useLoaderData() as LoaderData;
  const write = useOperator(data?.appSn ?? '');
  const { register, handleSubmit, formState } = useForm<RedPointMarkInput>({ resolver: zodResolver(redPointMarkSchema), defaultValues: { type: 'content', img: '' } });
  if (!data) return null;
  const errors = formState.errors;
  return (
    <div className={styles.columns}>
      <form className={styles.panel} aria-label={t('operator.redPoints.mark')} onSubmit={handleSubmit(async (values) => void (await write('red_point/mark', { ...values })))} noValidate>
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
                    <button type="button" className={styles.small} onClick={() => void write('red_point/delete', { id: point.id }, t('operator.deleted'))}>
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
