import { Form, useLoaderData, useSearchParams } from 'react-router';
import { userSearchQuery } from '../../../shared/contract/operator-users.ts';
import styles from '../../features/admin/admin.module.css';
import { UserRow } from '../../features/admin/UserRow.tsx';
import { useOperator } from '../../features/admin/use-operator.ts';
import { useT } from '../../i18n/index.ts';
import { adminGate, operatesEveryEdition, type AdminLoaderArgs } from './admin.server.ts';
import { operatorAction } from '../../features/admin/admin-api.ts';

export async function loader({ context, params, request }: AdminLoaderArgs) {
  const gate = await adminGate(context, params.appSn);
  if (gate?.state !== 'ok') return null;
  const appSn = gate.edition.app_sn;
  // Accounts are not one edition's: only ADMIN for every edition manages them.
  if (!(await operatesEveryEdition(context, gate))) return { appSn, allowed: false as const };
  const parsed = userSearchQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const query = parsed.success ? parsed.data : userSearchQuery.parse({});
  const [page, editions] = await Promise.all([context.services.operator.users.search(query), context.services.editions.list()]);
  return { appSn, allowed: true as const, query, ...page, editions: editions.map((edition) => ({ id: edition.id, name: edition.name })) };
}

/** Operator writes (useOperator); the router then reloads this page's data. */
export const clientAction = operatorAction;

type LoaderData = Awaited<ReturnType<typeof loader>>;

/** Users: search, grant and revoke permissions, suspend (sessions end, sign-in refused). */
export default function AdminUsers() {
  const t = useT();
  const data = useLoaderData() as LoaderData;
  const [, setSearchParams] = useSearchParams();
  const write = useOperator(data?.appSn ?? '');
  if (!data) return null;
  if (!data.allowed) return <p role="alert">{t('operator.forbidden')}</p>;
  const { query } = data;
  return (
    <section className={styles.panel} aria-labelledby="users-title">
      <h2 id="users-title">{t('operator.users.title')}</h2>
      <Form method="get" className={styles.row} role="search">
        <label className={styles.field} style={{ flex: 1 }}>
          <span>{t('operator.users.search')}</span>
          <input type="search" name="keyword" defaultValue={query.keyword} />
        </label>
        <button type="submit" className={styles.button}>
          {t('operator.contents.search')}
        </button>
      </Form>
      <p className={styles.meta}>{t('operator.contents.total', { total: data.total })}</p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('operator.users.title')}</th>
              <th>{t('operator.users.status')}</th>
              <th>{t('operator.users.grants')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {data.list.map((user) => (
              <UserRow key={`${user.id}-${JSON.stringify(user)}`} user={user} editions={data.editions} write={write} />
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
