// The console's messages: loaded with the console, never with a reader's page.
import '../../i18n/areas/operator.ts';
import { NavLink, Outlet, redirect, useLocation } from 'react-router';
import * as accountCalls from '../../../shared/contract/calls/accounts.ts';
import * as operatorStructureCalls from '../../../shared/contract/calls/operator-structure.ts';
import { AdminSignIn, type AdminSignInBody } from '../../features/operator/AdminSignIn.tsx';
import styles from '../../features/operator/admin.module.css';
import { useT } from '../../i18n/index.ts';
import { presentEdition } from '../../lib/edition.server.ts';
import { relayAction } from '../../lib/route-data.ts';
import { actionBody, serverRead, serverWrite } from '../../lib/service-call.server.ts';
import { EditionContext } from '../../lib/wiki-context.tsx';
import { consoleSeo } from './console-seo.ts';
import { pageMeta } from '../../lib/seo/page-meta.ts';
import { adminGate } from './admin.server.ts';
import type { Route } from './+types/layout';

export const meta: Route.MetaFunction = (args) => pageMeta(args, consoleSeo(args.location.pathname));

/**
 * Which screen the console shows (adminGate: sign in, no permission, the page) and, for its
 * ADMIN, the edition switcher's list: GET /v1/operator/editions (just this edition if it fails).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const gate = await adminGate(context, params.appSn);
  if (!gate) {
    // An install without any edition: `/` says how to create the first one.
    const [anyEdition] = await context.services.editions.list();
    throw anyEdition ? new Response('Not Found', { status: 404 }) : redirect('/');
  }
  const edition = presentEdition(gate.edition);
  let editions: Array<{ app_sn: string; name: string }> = [];
  if (gate.state === 'ok') {
    const answer = await serverRead(context, gate.edition.app_sn, operatorStructureCalls.editions, {});
    editions = (answer.status === 'ready' ? answer.data.list : [gate.edition]).map((row) => ({ app_sn: row.app_sn, name: row.name }));
  }
  return { state: gate.state, edition, editions, actorName: gate.state === 'ok' ? gate.actorName : '' };
}

/** The console's sign-in form (AdminSignIn): POST /v1/account/login on the server, its session cookie passed on; the router then reloads the console's data. */
export async function action({ context, request }: Route.ActionArgs) {
  const { app_sn, login_name, password } = (await actionBody(request)) as Partial<AdminSignInBody>;
  const edition = typeof app_sn === 'string' && app_sn !== '' ? await context.editionBy({ appSn: app_sn }) : undefined;
  if (!edition) throw new Response('Not Found', { status: 404 });
  return serverWrite(context, edition.app_sn, accountCalls.login, { login_name: String(login_name ?? ''), password: String(password ?? '') });
}

/** Hands the server action's outcome to the sign-in form (useRouteAction). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => relayAction(request, serverAction);

/** The console's frame: navigation, edition switcher, and the sign-in or no-permission screens. */
export default function AdminLayout({ loaderData: data }: Route.ComponentProps) {
  const t = useT();
  const section = useLocation().pathname.split('/')[3] || 'channels';
  if (data.state === 'signin')
    return (
      <main className={styles.center}>
        <AdminSignIn appSn={data.edition.app_sn} />
      </main>
    );
  if (data.state === 'forbidden') {
    return (
      <main className={styles.center}>
        <div className={styles.signin}>
          <p role="alert">{t('operator.forbidden')}</p>
          <a href={data.edition.base_path}>{t('operator.backToSite')}</a>
        </div>
      </main>
    );
  }
  const appSn = data.edition.app_sn;
  return (
    <EditionContext.Provider value={data.edition}>
      <div className={styles.shell}>
        <header className={styles.header}>
          <strong>{t('operator.title')}</strong>
          <nav aria-label={t('operator.nav')} className={styles.nav}>
            <NavLink to={`/admin/${appSn}/channels`}>{t('operator.nav.channels')}</NavLink>
            <NavLink to={`/admin/${appSn}/contents`}>{t('operator.nav.contents')}</NavLink>
            <NavLink to={`/admin/${appSn}/home`}>{t('operator.nav.home')}</NavLink>
            <NavLink to={`/admin/${appSn}/editions`}>{t('operator.nav.editions')}</NavLink>
            <NavLink to={`/admin/${appSn}/terms`}>{t('operator.nav.terms')}</NavLink>
            <NavLink to={`/admin/${appSn}/pools`}>{t('operator.nav.pools')}</NavLink>
            <NavLink to={`/admin/${appSn}/calendar`}>{t('operator.nav.calendar')}</NavLink>
            <NavLink to={`/admin/${appSn}/red-points`}>{t('operator.nav.redPoints')}</NavLink>
            <NavLink to={`/admin/${appSn}/users`}>{t('operator.nav.users')}</NavLink>
            <NavLink to={`/admin/${appSn}/audit`}>{t('operator.nav.audit')}</NavLink>
            <NavLink to={`/admin/${appSn}/storage`}>{t('operator.nav.storage')}</NavLink>
            <NavLink to={`/admin/${appSn}/mediawiki-import`}>{t('operator.nav.mediawikiImport')}</NavLink>
          </nav>
          <label className={styles.editionPicker}>
            <span>{t('operator.edition')}</span>
            <select value={appSn} onChange={(event) => window.location.assign(`/admin/${event.target.value}/${section}`)}>
              {data.editions.map((edition) => (
                <option key={edition.app_sn} value={edition.app_sn}>
                  {edition.name}
                </option>
              ))}
            </select>
          </label>
          <a href={data.edition.base_path} className={styles.viewSite}>
            {t('operator.viewSite')}
          </a>
          <span className={styles.actor}>{data.actorName}</span>
        </header>
        <main className={styles.main}>
          <Outlet />
        </main>
      </div>
    </EditionContext.Provider>
  );
}
