import { Link } from 'react-router';
import * as operatorStructureCalls from '../../../shared/contract/calls/operator-structure.ts';
import { EditionCreateForm } from '../../features/operator/home/EditionCreateForm.tsx';
import { ContentLanguagesForm } from '../../features/operator/terms/ContentLanguagesForm.tsx';
import { useTermsT } from '../../features/operator/terms/terms-text.ts';
import styles from '../../features/operator/admin.module.css';
import { ReadFailed } from '../../features/operator/ReadFailed.tsx';
import { useOperator } from '../../features/operator/use-operator.ts';
import { useT } from '../../i18n/index.ts';
import { relayAction } from '../../lib/route-data.ts';
import { serverRead } from '../../lib/service-call.server.ts';
import { adminGate, failedRead, operatesEveryEdition, operatorAction } from './admin.server.ts';
import type { Route } from './+types/editions';

/** GET /v1/operator/editions (every edition), and whether the form that creates one is shown. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const gate = await adminGate(context, params.appSn);
  if (gate?.state !== 'ok') return null;
  const appSn = gate.edition.app_sn;
  // Creating an edition is no one edition's business: it needs ADMIN for every edition (POST edition/create checks it).
  const [mayCreate, editions] = await Promise.all([operatesEveryEdition(context, gate), serverRead(context, appSn, operatorStructureCalls.editions, {})]);
  if (editions.status !== 'ready') return failedRead(editions);
  return { appSn, mayCreate, current: editions.data.current, list: editions.data.list };
}

/** Operator writes (useOperator: a declared call by name), run on the server; the router then reloads this page's data. */
export async function action({ context, params, request }: Route.ActionArgs) {
  return operatorAction(context, params.appSn, request);
}

/** Hands the server action's outcome to the caller (useRouteAction). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => relayAction(request, serverAction);

/** Editions: every edition with its address and console, and the form that creates one. */
export default function AdminEditions({ loaderData: data }: Route.ComponentProps) {
  const t = useT();
  const termsT = useTermsT();
  const write = useOperator();
  if (!data) return null;
  if ('failed' in data) return <ReadFailed failure={data.failed} />;
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
                  <td className={styles.meta}>
                    {[edition.login_required ? t('operator.edition.loginRequired') : '', edition.is_test ? t('operator.edition.isTest') : '']
                      .filter(Boolean)
                      .join(' · ')}
                  </td>
                  <td>
                    <Link to={`/admin/${edition.app_sn}/home`}>{t('operator.editions.console')}</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <ContentLanguagesForm
        key={data.current.content_langs.join(',')}
        edition={data.current}
        onSubmit={async (content_langs) => (await write('terms.updateContentLanguages', { content_langs }, termsT('operator.languages.saved'))) !== undefined}
      />
      {data.mayCreate ? (
        <EditionCreateForm
          appSn={data.appSn}
          onSubmit={async (values) => {
            const saved = await write('structure.createEdition', { ...values }, t('operator.edition.created', { name: values.name }));
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
