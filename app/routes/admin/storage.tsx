import * as operatorLivingCalls from '../../../shared/contract/calls/operator-living.ts';
import styles from '../../features/operator/admin.module.css';
import { ReadFailed } from '../../features/operator/ReadFailed.tsx';
import own from '../../features/operator/storage/Storage.module.css';
import { operatorStorageEn, operatorStorageZh, type OperatorStorageKey } from '../../i18n/catalog/operator-storage.ts';
import { addMessages, useT, type MessageKey } from '../../i18n/index.ts';
import { useFormat } from '../../lib/format/use-format.ts';
import { serverRead } from '../../lib/service-call.server.ts';
import { adminGate, failedRead, operatesEveryEdition } from './admin.server.ts';
import type { Route } from './+types/storage';

// This page's messages come with its code (the console's own area does not list them).
addMessages({ 'zh-CN': operatorStorageZh, 'en-US': operatorStorageEn });

/** GET /v1/operator/storage, for ADMIN of every edition only. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const gate = await adminGate(context, params.appSn);
  if (gate?.state !== 'ok') return null;
  // Stored files are not one edition's: only ADMIN for every edition sees them (the call checks it; the page says so instead of failing).
  if (!(await operatesEveryEdition(context, gate))) return { allowed: false as const };
  const use = await serverRead(context, gate.edition.app_sn, operatorLivingCalls.storage, {});
  if (use.status !== 'ready') return failedRead(use);
  return { allowed: true as const, use: use.data };
}

/** Storage use: what the uploads take, the accounts holding most, and what awaits the sweep of unreferenced pictures. */
export default function AdminStorage({ loaderData: data }: Route.ComponentProps) {
  const translate = useT();
  const t = (key: OperatorStorageKey, vars?: Record<string, string | number>) => translate(key as MessageKey, vars);
  const format = useFormat();
  if (!data) return null;
  if ('failed' in data) return <ReadFailed failure={data.failed} />;
  if (!data.allowed) return <p role="alert">{translate('operator.forbidden')}</p>;
  const { use } = data;
  // Below a megabyte in KB (a reader's picture is often a few dozen), else MB with one decimal below 10.
  const mb = (bytes: number) => {
    if (bytes > 0 && bytes < 1024 * 1024) return t('operator.storage.kb', { kb: format.number(Math.max(1, Math.round(bytes / 1024))) });
    const megabytes = bytes / 1024 / 1024;
    return t('operator.storage.mb', { mb: format.number(megabytes < 10 ? Math.round(megabytes * 10) / 10 : Math.round(megabytes)) });
  };
  return (
    <section className={styles.panel} aria-labelledby="storage-title">
      <h2 id="storage-title">{t('operator.storage.title')}</h2>
      <dl className={own.figures}>
        <div className={own.figure}>
          <dt>{t('operator.storage.total')}</dt>
          <dd data-figure="total">{mb(use.total_bytes)}</dd>
        </div>
        <div className={own.figure}>
          <dt>{t('operator.storage.uploads')}</dt>
          <dd data-figure="uploads">{format.number(use.uploads)}</dd>
        </div>
        <div className={own.figure}>
          <dt>{t('operator.storage.unreferenced')}</dt>
          <dd data-figure="unreferenced">
            {mb(use.unreferenced_bytes)}
            <small>{t('operator.storage.unreferencedCount', { count: use.unreferenced_uploads })}</small>
          </dd>
        </div>
      </dl>
      <p className={styles.hint}>{t('operator.storage.sweepHint', { hours: use.grace_hours })}</p>
      <h3 id="storage-accounts">{t('operator.storage.topAccounts')}</h3>
      {use.top_accounts.length === 0 ? (
        <p>{t('operator.storage.noAccounts')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-labelledby="storage-accounts">
            <thead>
              <tr>
                <th>{t('operator.storage.account')}</th>
                <th className={own.number}>{t('operator.storage.accountUploads')}</th>
                <th className={own.number}>{t('operator.storage.bytes')}</th>
              </tr>
            </thead>
            <tbody>
              {use.top_accounts.map((account) => (
                <tr key={account.user_id} data-account={account.user_id}>
                  <td className={own.name}>
                    {account.name} <span className={styles.meta}>#{account.user_id}</span>
                  </td>
                  <td className={own.number}>{format.number(account.uploads)}</td>
                  <td className={own.number}>{mb(account.bytes)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
