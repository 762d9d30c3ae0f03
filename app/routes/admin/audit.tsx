import { Form, useSearchParams } from 'react-router';
import { auditQuerySchema } from '../../../shared/contract/operator.ts';
import styles from '../../features/operator/admin.module.css';
import { AuditChangesView } from '../../features/operator/audit/AuditChangesView.tsx';
import audit from '../../features/operator/audit/Audit.module.css';
import { ReadFailed } from '../../features/operator/ReadFailed.tsx';
import { useT } from '../../i18n/index.ts';
import { useFormat } from '../../lib/format/use-format.ts';
import { adminGate, auditPage, operatesEveryEdition } from './admin.server.ts';
import type { Route } from './+types/audit';

/** GET /v1/operator/audit (scope=all for ADMIN of every edition when asked), with each entry's changes field by field. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const gate = await adminGate(context, params.appSn);
  if (gate?.state !== 'ok') return null;
  const search = new URL(request.url).searchParams;
  const parsed = auditQuerySchema.safeParse(Object.fromEntries([...search].filter(([, value]) => value !== '')));
  const query = parsed.success ? parsed.data : auditQuerySchema.parse({});
  const global = await operatesEveryEdition(context, gate);
  const all = query.scope === 'all' && global;
  const page = await auditPage(context, gate.edition.app_sn, { ...query, scope: all ? 'all' : 'edition' });
  if ('failed' in page) return page;
  return { ...page, query, global };
}

/** The audit log: who changed what and when, and what changed field by field. */
export default function AdminAudit({ loaderData: data }: Route.ComponentProps) {
  const t = useT();
  const format = useFormat();
  const [, setSearchParams] = useSearchParams();
  if (!data) return null;
  if ('failed' in data) return <ReadFailed failure={data.failed} />;
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
      <ol className={audit.entries} aria-label={t('operator.nav.audit')}>
        {data.list.map((entry) => (
          <li key={entry.id} className={audit.entry} data-audit-entry={entry.id}>
            <div className={audit.summary}>
              <span className={audit.action}>{entry.action}</span>
              <span>
                {entry.target_type} #{entry.target_id}
              </span>
              <span>
                {entry.actor_name} <span className={audit.muted}>#{entry.actor_id}</span>
              </span>
              <time className={audit.muted} dateTime={new Date(entry.created_at * 1000).toISOString()}>
                {format.zoned(format.dateTimeSeconds(entry.created_at), entry.created_at)}
              </time>
            </div>
            <AuditChangesView changes={entry.changes} />
          </li>
        ))}
      </ol>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.small}
          disabled={query.page <= 1}
          onClick={() => setSearchParams((current) => (current.set('page', String(query.page - 1)), current))}
        >
          {t('operator.page.prev')}
        </button>
        <button
          type="button"
          className={styles.small}
          disabled={query.page * query.page_size >= data.total}
          onClick={() => setSearchParams((current) => (current.set('page', String(query.page + 1)), current))}
        >
          {t('operator.page.next')}
        </button>
      </div>
    </section>
  );
}
