import { useSearchParams } from 'react-router';
import * as operatorLivingCalls from '../../../shared/contract/calls/operator-living.ts';
import * as operatorTextsCalls from '../../../shared/contract/calls/operator-texts.ts';
import { useFormatTime } from '../../features/operator/DateTimeInput.tsx';
import { ActivityForm } from '../../features/operator/living/ActivityForm.tsx';
import { NameTranslations } from '../../features/operator/texts/NameTranslations.tsx';
import styles from '../../features/operator/admin.module.css';
import { ReadFailed } from '../../features/operator/ReadFailed.tsx';
import { useOperator } from '../../features/operator/use-operator.ts';
import { useT } from '../../i18n/index.ts';
import { relayAction } from '../../lib/route-data.ts';
import { serverRead } from '../../lib/service-call.server.ts';
import { adminGate, failedRead, operatorAction } from './admin.server.ts';
import type { Route } from './+types/calendar';

/** GET /v1/operator/activities. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const gate = await adminGate(context, params.appSn);
  if (gate?.state !== 'ok') return null;
  const appSn = gate.edition.app_sn;
  const [activities, texts] = await Promise.all([
    serverRead(context, appSn, operatorLivingCalls.activities, {}),
    serverRead(context, appSn, operatorTextsCalls.texts, { kind: 'activity' }),
  ]);
  if (activities.status !== 'ready') return failedRead(activities);
  if (texts.status !== 'ready') return failedRead(texts);
  return { appSn, list: activities.data.list, texts: texts.data };
}

/** Operator writes (useOperator: a declared call by name), run on the server; the router then reloads this page's data. */
export async function action({ context, params, request }: Route.ActionArgs) {
  return operatorAction(context, params.appSn, request);
}

/** Hands the server action's outcome to the caller (useRouteAction). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => relayAction(request, serverAction);

/** Calendar activities: events, material drops and birthdays. */
export default function AdminCalendar({ loaderData: data }: Route.ComponentProps) {
  const t = useT();
  const formatTime = useFormatTime();
  const [searchParams, setSearchParams] = useSearchParams();
  const write = useOperator();
  if (!data) return null;
  if ('failed' in data) return <ReadFailed failure={data.failed} />;
  const selected = data.list.find((activity) => activity.id === Number(searchParams.get('id')));
  return (
    <div className={styles.columns}>
      <section className={styles.panel} aria-labelledby="calendar-title">
        <div className={styles.row} style={{ marginTop: 0, justifyContent: 'space-between' }}>
          <h2 id="calendar-title" style={{ margin: 0 }}>
            {t('operator.calendar.title')}
          </h2>
          <button type="button" className={styles.button} onClick={() => setSearchParams({})}>
            {t('operator.calendar.new')}
          </button>
        </div>
        <ul className={styles.list}>
          {data.list.map((activity) => (
            <li key={activity.id} className={styles.row} style={{ marginTop: 0 }}>
              <button
                type="button"
                className={styles.nodeName}
                aria-current={selected?.id === activity.id ? 'true' : undefined}
                onClick={() => setSearchParams({ id: String(activity.id) })}
              >
                {activity.title}
              </button>
              <span className={styles.meta}>
                {t(`operator.calendar.kind.${activity.kind as 1 | 2 | 4}`)} · {formatTime(activity.start_time)}
              </span>
              <button
                type="button"
                className={styles.small}
                onClick={() =>
                  window.confirm(t('operator.confirmDelete', { name: activity.title })) &&
                  void write('living.deleteActivity', { id: activity.id }, t('operator.deleted'))
                }
              >
                {t('operator.delete')}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <div style={{ display: 'grid', gap: 16, minWidth: 0, alignContent: 'start' }}>
        <ActivityForm
          key={selected ? `${selected.id}-${JSON.stringify(selected)}` : 'new'}
          appSn={data.appSn}
          {...(selected ? { activity: selected } : {})}
          onSubmit={async (values) => {
            const saved = await write('living.saveActivity', { ...values, ...(selected ? { id: selected.id } : {}) });
            if (saved && !selected) setSearchParams({ id: String(saved.activity.id) });
          }}
        />
        {selected && data.texts.langs.length > 0 ? (
          <section className={styles.panel}>
            <NameTranslations key={selected.id} kind="activity" refId={selected.id} name={selected.title} texts={data.texts} />
          </section>
        ) : null}
      </div>
    </div>
  );
}
