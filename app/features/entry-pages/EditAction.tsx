import { Suspense } from 'react';
import { Link } from 'react-router';
import * as accountCalls from '../../../shared/contract/calls/accounts.ts';
import { namesPermission } from '../../../shared/policy/can.ts';
import { useT } from '../../i18n/index.ts';
import { CREATE_PERMISSION } from '../../lib/account/create-button-rule.ts';
import { useSessionViewer } from '../../lib/account/use-session-viewer.ts';
import { useAccount } from '../../lib/account/viewer-store.tsx';
import { callApi } from '../../lib/api-client.ts';
import { useApiAnswer } from '../../lib/route-data.ts';
import { toast } from '../../lib/toast/toast.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import styles from './entry.module.css';

/**
 * May the visitor edit this entry? By the editor's own gate (app/lib/account/page-gate.ts):
 * CREATE_C says yes at once; any other signed-in visitor is asked about (is_allow_correct, once
 * per page and viewer, shared by the action and every module's link); nobody signed in, no.
 * Asked after hydration (the cached page is the same for everyone): read under a Suspense.
 */
function useMayEdit(entryPageId: number): boolean {
  const { edition } = useWiki();
  const account = useAccount();
  const viewer = useSessionViewer();
  const direct = account.permissionsLoaded && namesPermission(account.permissions, CREATE_PERMISSION);
  const ask = Boolean(viewer) && account.status === 'signed-in' && account.permissionsLoaded && !direct;
  const answer = useApiAnswer(ask ? `may-edit:${edition.app_sn}:${viewer}:${entryPageId}` : null, () =>
    callApi(edition.app_sn, accountCalls.isAllowCorrect, { entry_page_id: entryPageId }, { silent: true }),
  );
  return direct || (answer.status === 'ready' && answer.data.allow);
}

function EditLink({ entryPageId }: { entryPageId: number }) {
  const t = useT();
  const { href, layout } = useWiki();
  if (!useMayEdit(entryPageId)) return null;
  // The editor is a desktop page (a phone's window goes to the wiki instead): the phone says so.
  if (layout === 'mobile')
    return (
      <button type="button" className={styles.actionButton} data-edit-action="" onClick={() => toast.message(t('entry.editOnComputer'))}>
        {t('entry.edit')}
      </button>
    );
  return (
    <Link className={styles.actionButton} to={href(`editor/${entryPageId}`)} data-edit-action="">
      {t('entry.edit')}
    </Link>
  );
}

/** "编辑" among the entry's actions (issue 37), for those who may edit it: opens the editor. */
export function EditAction({ entryPageId }: { entryPageId: number }) {
  return (
    <Suspense fallback={null}>
      <EditLink entryPageId={entryPageId} />
    </Suspense>
  );
}

function ModuleLink({ entryPageId, moduleId, name }: { entryPageId: number; moduleId: string; name: string }) {
  const t = useT();
  const { href } = useWiki();
  if (!useMayEdit(entryPageId)) return null;
  return (
    <Link
      className={styles.moduleEdit}
      to={href(`editor/${entryPageId}`, { module: moduleId })}
      aria-label={t('entry.editModule', { name })}
      data-edit-module={moduleId}
    >
      {t('entry.edit')}
    </Link>
  );
}

/** A module's own "编辑" beside its title: the editor opens at that module (desktop only: the editor is a desktop page). */
export function ModuleEditLink(props: { entryPageId: number; moduleId: string; name: string }) {
  const { layout } = useWiki();
  if (layout === 'mobile') return null;
  return (
    <Suspense fallback={null}>
      <ModuleLink {...props} />
    </Suspense>
  );
}
