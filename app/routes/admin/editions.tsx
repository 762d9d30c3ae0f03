import { Link, useLoaderData } from 'react-router';
import type { OperatorEdition } from '../../../shared/contract/operator.ts';
import { EditionCreateForm } from '../../features/admin/home/EditionCreateForm.tsx';
import styles from '../../features/admin/admin.module.css';
import { useOperator } from '../../features/admin/use-operator.ts';
import { useT } from '../../i18n/index.ts';
import { adminGate, operatesEveryEdition, type AdminLoaderArgs } from './admin.server.ts';
import { operatorAction } from '../../features/admin/admin-api.ts';

export async function loader({ context, params }: AdminLoaderArgs) {
  const gate = await adminGate(context, params.appSn);
  if (gate?.state !== 'ok') return null;
  // Creating an edition is no one edition's business: it needs ADMIN for every edition.
  const mayCreate = await operatesEveryEdition(context, gate);
  return { appSn: gate.edition.app_sn, mayCreate, list: await context.services.operator.editions.list() };
}

/** Operator writes (useOperator); the router then reloads this page's data. */
export const clientAction = operatorAction;

type LoaderData = Awaited<ReturnType<typeof loader>>;

/** Editions: every edition with its address and console, and the form that creates one. */
export default function AdminEditions() {
  const t = useT();
  const data = useLoaderData() as LoaderData;
  const write = useOperator(data?.appSn ?? '');
  if (!data) return null;
  return (
    // Stacked: the table needs the whole width for names and paths.
    <div style={{ display: 'grid', gap: 16, maxWidth: 1100 }}>
      <section className={styles.panel} aria-labelledby="editions-title">
        <h2 id="editions-title">{t('operator.editions.title')}</h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t('operator.edition.name')}</th>
                <th>{t('operator.edition.appSn')}</th>
                <th>{t('operator.editions.path')}</th>
                <th>{t('operator.editions.timeZone')}</th>
                <th>{t('operator.editions.flags')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {data.list.map((edition) => (
                <tr key={edition.id} data-edition={edition.app_sn}>
                  <td style={{ minWidth: 96 }}>{edition.name}</td>
                  <td>
                    <code>{edition.app_sn}</code>
                  </td>
                  <td>
                    <a href={edition.base_path}>{edition.base_path}</a>
                  </td>
                  <td>
                    <code>{edition.time_zone}</code>
                  </td>
                  <td className={styles.meta}>{[edition.login_required ? t('operator.edition.loginRequired') : '', edition.is_test ? t('operator.edition.isTest') : ''].filter(Boolean).join(' · ')}</td>
                  <td>
                    <Link to={`/admin/${edition.app_sn}/home`}>{t('operator.editions.console')}</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      {data.mayCreate ? (
        <EditionCreateForm
          appSn={data.appSn}
          onSubmit={async (values) => {
            const saved = await write<{ edition: OperatorEdition }>('edition/create', { ...values }, t('operator.edition.created', { name: values.name }));
            return saved !== undefined;
          }}
        />
      ) : (
        <p className={styles.panel} role="note">
          {t('operator.edition.createNeedsGlobal')}
        </p>
      )}
    </div>
  );
}
