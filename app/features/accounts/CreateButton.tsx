import { Suspense, useMemo, useState } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { toast } from '../../lib/toast/toast.ts';
import { useT } from '../../i18n/index.ts';
import * as accountCalls from '../../../shared/contract/calls/accounts.ts';
import { callApi, isAlreadyShown } from '../../lib/api-client.ts';
import {
  CREATE_BUTTON_ROUTES,
  createButtonVisible,
  createClickAction,
  createPageQuery,
  createPlace,
  needsShowCreateCheck,
  type CreatePlace,
} from '../../lib/account/create-button-rule.ts';
import { useAccount, type Account } from '../../lib/account/viewer-store.tsx';
import { useWiki } from '../../lib/wiki-context.tsx';
import { useApiAnswer } from '../../lib/route-data.ts';
import styles from './CreateButton.module.css';

/** The page the button sits on, from the deepest route match. */
function useCreatePlace(): CreatePlace {
  const matches = useMatches();
  const location = useLocation();
  const leaf = matches[matches.length - 1];
  // The detail route's data holds the content's channels under info (app/routes/content-detail.tsx).
  const channelList =
    leaf?.id === CREATE_BUTTON_ROUTES.detail
      ? (leaf.data as { info?: { channel_list?: Array<{ id: number; parent_id: number }> } } | undefined)?.info?.channel_list
      : undefined;
  const routeId = leaf?.id ?? '';
  const childId = leaf?.params.childId;
  return useMemo(() => createPlace({ routeId, params: { childId }, search: location.search, channelList }), [routeId, childId, location.search, channelList]);
}

/** The server's ShowCreate answer for signed-in users without CREATE_C (undefined until known; read under a Suspense boundary). */
function useShowCreate(place: CreatePlace, account: Account, appSn: string, ask: boolean): boolean | undefined {
  const key = ask ? `show-create:${appSn}:${account.user?.aid}:${place.menuIds.join(',')}` : null;
  const answer = useApiAnswer(key, () =>
    callApi(appSn, accountCalls.isAllowCreate, { menu_ids: place.menuIds.join(','), scene: 'ShowCreate' }, { silent: true }),
  );
  if (answer.status === 'loading') return undefined;
  return answer.status === 'ready' ? answer.data.allow : false;
}

/**
 * The create-entry button: in the desktop header, or floating on mobile (bottom
 * left, clear of the catalogue and back-to-top buttons on the right).
 */
export function CreateButton({ variant }: { variant: 'header' | 'floating' }) {
  const account = useAccount();
  const place = useCreatePlace();
  const ask = account.permissionsLoaded && needsShowCreateCheck(place, account.status === 'signed-in', account.permissions);
  if (!ask) return <CreateButtonFor variant={variant} place={place} ask={false} />;
  // Hidden until the server's answer arrives: the boundary shows nothing meanwhile.
  return (
    <Suspense fallback={null}>
      <CreateButtonFor variant={variant} place={place} ask />
    </Suspense>
  );
}

function CreateButtonFor({ variant, place, ask }: { variant: 'header' | 'floating'; place: CreatePlace; ask: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const { edition, href } = useWiki();
  const account = useAccount();
  const serverAllows = useShowCreate(place, account, edition.app_sn, ask);
  const [busy, setBusy] = useState(false);

  if (!createButtonVisible(place, account.permissions, serverAllows)) return null;

  const go = () => navigate(href('words/create', createPageQuery(`${location.pathname}${location.search}`, place.menuIds)));
  const click = async () => {
    const action = createClickAction(account.status === 'signed-in', account.permissions);
    if (action === 'login') return account.login();
    if (action === 'go') return go();
    setBusy(true);
    try {
      const { allow } = await callApi(edition.app_sn, accountCalls.isAllowCreate, { menu_ids: place.menuIds.join(','), scene: 'Default' });
      if (allow) void go();
      else toast.error(t('account.noPermission'));
    } catch (error) {
      if (!isAlreadyShown(error)) toast.error(error instanceof Error && error.message ? error.message : t('account.noPermission'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={variant === 'header' ? styles.header : styles.floating}
      onClick={() => void click()}
      disabled={busy}
      aria-label={variant === 'floating' ? t('account.create') : undefined}
      data-create-button={variant}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      {variant === 'header' ? <span>{t('account.create')}</span> : null}
    </button>
  );
}
