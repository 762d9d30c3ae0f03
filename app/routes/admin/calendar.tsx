import { useLoaderData, useSearchParams } from 'react-router';
import { useFormatTime } from '../../features/admin/DateTimeInput.tsx';
import { ActivityForm } from '../../features/admin/living/ActivityForm.tsx';
import styles from '../../features/admin/admin.module.css';
import { useOperator } from '../../features/admin/use-operator.ts';
import { useT } from '../../i18n/index.ts';
import { adminGate, type AdminLoaderArgs } from './admin.server.ts';
import { operatorAction } from '../../features/admin/admin-api.ts';

export async function loader({ context, params }: AdminLoaderArgs) {
  const gate = await adminGate(context, params.appSn);
  if (gate?.state !== 'ok') return null;
  return { appSn: gate.edition.app_sn, list: await context.services.operator.living.activities(gate.edition.id) };
}

/** Operator writes (useOperator); the router then reloads this page's data. */
export const clientAction = operatorAction;

type LoaderData = Awaited<ReturnType<typeof loader>>;

/** Calendar activities: events, material drops and birthdays. */
export default function AdminCalendar() {
  const t = useT();
  const formatTime = useFormatTime();
  const data = useLoaderData() as LoaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const write = useOperator(data?.appSn ?? '');
  if (!data) return null;
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
              <button type="button" className={styles.nodeName} aria-current={selected?.id === activity.id ? 'true' : undefined} onClick={() => setSearchParams({ id: String(activity.id) })}>
                {activity.title}
              </button>
              <span className={styles.meta}>
                {t(`operator.calendar.kind.${activity.kind as 1 | 2 | 4}`)} · {formatTime(activity.start_time)}
              </span>
              <button type="button" className={styles.small} onClick={() => window.confirm(t('operator.confirmDelete', { name: activity.title })) && void write('activity/delete', { id: activity.id }, t('operator.deleted'))}>
                {t('operator.delete')}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <ActivityForm
        key={selected ? `${selected.id}-${JSON.stringify(selected)}` : 'new'}
        appSn={data.appSn}
        {...(selected ? { activity: selected } : {})}
        onSubmit={async (values) => {
          const saved = await write<{ activity: { id: number } }>('activity/save', { ...values, ...(selected ? { id: selected.id } : {}) });
          if (saved && !selected) setSearchParams({ id: String(saved.activity.id) });
        }}
      />
    </div>
  );
}
