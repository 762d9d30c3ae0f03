import { Form, useSearchParams } from 'react-router';
import * as operatorLivingCalls from '../../../shared/contract/calls/operator-living.ts';
import * as operatorStructureCalls from '../../../shared/contract/calls/operator-structure.ts';
import { userSearchQuery } from '../../../shared/contract/operator-users.ts';
import styles from '../../features/operator/admin.module.css';
import { ReadFailed } from '../../features/operator/ReadFailed.tsx';
import { UserRow } from '../../features/operator/UserRow.tsx';
import { useOperator } from '../../features/operator/use-operator.ts';
import { useT } from '../../i18n/index.ts';
import { relayAction } from '../../lib/route-data.ts';
import { serverRead } from '../../lib/service-call.server.ts';
import { adminGate, failedRead, operatesEveryEdition, operatorAction } from './admin.server.ts';
import type { Route } from './+types/users';

/** GET /v1/operator/users (the search) and /v1/operator/editions (the grants' scopes), for ADMIN of every edition only. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const gate = await adminGate(context, params.appSn);
  if (gate?.state !== 'ok') return null;
  const appSn = gate.edition.app_sn;
  // Accounts are not one edition's: only ADMIN for every edition manages them (the calls check it; the page says so instead of failing).
  if (!(await operatesEveryEdition(context, gate))) return { appSn, allowed: false as const };
  const parsed = userSearchQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const query = parsed.success ? parsed.data : userSearchQuery.parse({});
  const [page, editions] = await Promise.all([
    serverRead(context, appSn, operatorLivingCalls.users, query),
    serverRead(context, appSn, operatorStructureCalls.editions, {}),
  ]);
  if (page.status !== 'ready') return failedRead(page);
  if (editions.status !== 'ready') return failedRead(editions);
  return { appSn, allowed: true as const, query, ...page.data, editions: editions.data.list.map((edition) => ({ id: edition.id, name: edition.name })) };
}

/** Operator writes (useOperator: a declared call by name), run on the server; the router then reloads this page's data. */
export async function action({ context, params, request }: Route.ActionArgs) {
  return operatorAction(context, params.appSn, request);
}

/** Hands the server action's outcome to the caller (useRouteAction). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => relayAction(request, serverAction);

/** Users: search, grant and revoke permissions, suspend (sessions end, sign-in refused). */
export default function AdminUsers({ loaderData: data }: Route.ComponentProps) {
  const t = useT();
  const [, setSearchParams] = useSearchParams();
  const write = useOperator();
  if (!data) return null;
  if ('failed' in data) return <ReadFailed failure={data.failed} />;
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
