import { Link } from 'react-router';
import { isTraditionalView, TRADITIONAL_VIEWS } from '../../../shared/content-language.ts';
import * as operatorTermsCalls from '../../../shared/contract/calls/operator-terms.ts';
import styles from '../../features/operator/admin.module.css';
import { ReadFailed } from '../../features/operator/ReadFailed.tsx';
import { TermPreview } from '../../features/operator/terms/TermPreview.tsx';
import { TermTable } from '../../features/operator/terms/TermTable.tsx';
import own from '../../features/operator/terms/Terms.module.css';
import { languageName, useTermsT } from '../../features/operator/terms/terms-text.ts';
import { useOperator } from '../../features/operator/use-operator.ts';
import { relayAction } from '../../lib/route-data.ts';
import { serverRead } from '../../lib/service-call.server.ts';
import { adminGate, failedRead, operatorAction } from './admin.server.ts';
import type { Route } from './+types/terms';

/** GET /v1/operator/terms of the view in ?lang= (zh-tw unless zh-hk). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const gate = await adminGate(context, params.appSn);
  if (gate?.state !== 'ok') return null;
  const asked = new URL(request.url).searchParams.get('lang');
  const view = isTraditionalView(asked) ? asked : 'zh-tw';
  const terms = await serverRead(context, gate.edition.app_sn, operatorTermsCalls.terms, { lang: view });
  if (terms.status !== 'ready') return failedRead(terms);
  return { appSn: gate.edition.app_sn, view, ...terms.data };
}

/** Operator writes (useOperator: a declared call by name), run on the server; the router then reloads this page's data. */
export async function action({ context, params, request }: Route.ActionArgs) {
  return operatorAction(context, params.appSn, request);
}

/** Hands the server action's outcome to the caller (useRouteAction). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => relayAction(request, serverAction);

/** The traditional view's term table: the terms with search, add, edit and delete; the live preview beside (under, on a phone). */
export default function AdminTerms({ loaderData: data }: Route.ComponentProps) {
  const t = useTermsT();
  const write = useOperator();
  if (!data) return null;
  if ('failed' in data) return <ReadFailed failure={data.failed} />;
  const { appSn, view, list, total } = data;
  // The preview asks again whenever the stored terms change.
  const version = list.map((term) => `${term.source}=${term.target}`).join('|');
  return (
    <div className={own.page}>
      <section className={styles.panel} aria-labelledby="terms-title">
        <h2 id="terms-title">{t('operator.terms.title')}</h2>
        <p className={styles.hint}>{t('operator.terms.hint')}</p>
        <nav aria-label={t('operator.terms.view')} className={styles.checks}>
          {TRADITIONAL_VIEWS.map((code) => (
            <Link key={code} to={`?lang=${code}`} aria-current={code === view ? 'page' : undefined} className={code === view ? styles.primary : styles.button}>
              {languageName(t, code)}
            </Link>
          ))}
        </nav>
        <TermTable
          key={view}
          view={view}
          terms={list}
          total={total}
          actions={{
            save: async (term) => {
              const existed = list.some((row) => row.source === (term.previous ?? term.source));
              const message = t(existed ? 'operator.terms.updated' : 'operator.terms.added', term);
              return (await write('terms.saveTerm', { lang: view, ...term }, message)) !== undefined;
            },
            remove: async (source) => (await write('terms.deleteTerm', { lang: view, source }, t('operator.terms.deleted', { source }))) !== undefined,
          }}
        />
      </section>
      <div className={own.side}>
        <TermPreview appSn={appSn} view={view} version={version} />
      </div>
    </div>
  );
}
