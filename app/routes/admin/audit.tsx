import { Form, useLoaderData, useSearchParams } from 'react-router';
import { auditQuerySchema } from '../../../shared/contract/operator.ts';
import styles from '../../components/admin/admin.module.css';
import { useT } from '../../i18n/index.ts';
import { adminGate, type AdminLoaderArgs } from './admin.server.ts';

export async function loader({ context, params, request }: AdminLoaderArgs) {
  const gate = await adminGate(context, params.appSn);
  if (gate?.state !== 'ok') return null;
  const search = new URL(request.url).searchParams;
  const parsed = auditQuerySchema.safeParse(Object.fromEntries([...search].filter(([, value]) => value !== '')));
  const query = parsed.success ? parsed.data : auditQuerySchema.parse({});
  const viewer = await context.viewer(gate.edition.id);
  const global = viewer ? await context.services.operator.users.isGlobalAdmin(viewer.user.id) : false;
  const all = query.scope === 'all' && global;
  const page = await context.services.operator.audit(all ? undefined : gate.edition.id, { ...query, scope: all ? 'all' : 'edition' });
  return { ...page, query, global };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

const time = (seconds: number) => new Date(seconds * 1000).toISOString().replace('T', ' ').slice(0, 19);
const json = (value: unknown) => (value === null ? '—' : JSON.stringify(value, null, 1));

/** The audit log: who changed what and when, with before and after. */
export default function AdminAudit() {
  const t = useT();
  const data = useLoaderData() as LoaderData;
  const [, setSearchParams] = useSearchParams();
  if (!data) return null;
  const { query } = data;
  return (
    <section className={styles.panel} aria-labelledby="audit-title">
      <h2 id="audit-title">{t('operator.nav.audit')}</h2>
      <Form method="get" className={styles.row} role="search">
        <label className={styles.field}>
          <span>{t('operator.audit.action')}</span>
          <input name="action" defaultValue={query.action ?? ''} placeholder="channel.update" />
        </label>
        <label className={styles.field}>
          <span>{t('operator.audit.target')}</span>
          <input name="target_type" defaultValue={query.target_type ?? ''} placeholder="channel" />
        </label>
        {data.global ? (
          <label className={styles.checks}>
            <input type="checkbox" name="scope" value="all" defaultChecked={query.scope === 'all'} />
            {t('operator.audit.all')}
          </label>
        ) : null}
        <button type="submit" className={styles.button}>
          {t('operator.contents.search')}
        </button>
      </Form>
      <p className={styles.meta}>{t('operator.contents.total', { total: data.total })}</p>
      {data.list.length === 0 ? <p>{t('operator.audit.empty')}</p> : null}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('operator.audit.when')}</th>
              <th>{t('operator.audit.who')}</th>
              <th>{t('operator.audit.action')}</th>
              <th>{t('operator.audit.target')}</th>
              <th>{t('operator.audit.before')}</th>
              <th>{t('operator.audit.after')}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((entry) => (
              <tr key={entry.id}>
                <td>{time(entry.created_at)}</td>
                <td>
                  {entry.actor_name} <span className={styles.meta}>#{entry.actor_id}</span>
                </td>
                <td>{entry.action}</td>
                <td>
                  {entry.target_type} #{entry.target_id}
                </td>
                <td>
                  <pre className={styles.json}>{json(entry.before)}</pre>
                </td>
                <td>
                  <pre className={styles.json}>{json(entry.after)}</pre>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.row}>
        <button type="button" className={styles.small} disabled={query.page <= 1} onClick={() => setSearchParams((current) => (current.set('page', String(query.page - 1)), current))}>
          {t('operator.page.prev')}
        </button>
        <button type="button" className={styles.small} disabled={query.page * query.page_size >= data.total} onClick={() => setSearchParams((current) => (current.set('page', String(query.page + 1)), current))}>
          {t('operator.page.next')}
        </button>
      </div>
    </section>
  );
}
