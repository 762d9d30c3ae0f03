import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../toast/toast.ts';
import { useT } from '../../i18n/index.ts';
import { apiGet } from '../api-client.ts';
import { useWiki } from '../wiki-context.tsx';
import { wikiHref } from '../wiki-href.ts';
import { GATE_REDIRECT_DELAY_MS, gateOutcome, gateRequest, gateStep, permissionsKey, type GateTarget } from './page-gate.ts';
import { useAccount } from './viewer-store.tsx';

export type PageGateState = 'checking' | 'allowed' | 'denied' | 'leaving';

/**
 * The gate of the create and edit pages. The page starts ('allowed') when the user's
 * permission list holds `permission`; otherwise the server is asked (creation by menu ids,
 * correction by entry page id). Refused, or on an error: the toast '当前通行证权限不够喔' (or
 * the server's message) and after 2000 ms a replace to home. The check reruns when the
 * permission list changes. The mobile layout, or a window of 900 px or less, goes to the wiki
 * site (the edition's home) instead.
 */
export function usePageGate(permission: string, target: GateTarget): PageGateState {
  const t = useT();
  const navigate = useNavigate();
  const { edition, layout, href } = useWiki();
  const account = useAccount();
  const [state, setState] = useState<PageGateState>('checking');
  const key = permissionsKey(account.permissions);
  const targetKey = target.kind === 'create' ? `create:${target.menuIds.join(',')}` : `correct:${target.entryPageId}`;
  const home = href('');

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const step = gateStep({ layout, width: window.innerWidth, accountStatus: account.status, permissionsLoaded: account.permissionsLoaded, permissions: account.permissions, permission });
    if (step === 'wait') return;
    if (step === 'wiki-site') {
      // A narrow window (or the mobile layout) reads the wiki in its mobile layout, whatever layout this page was rendered in.
      setState('leaving');
      navigate(wikiHref(edition.base_path, '', 'mobile'), { replace: true });
      return;
    }
    if (step === 'start') {
      setState('allowed');
      return;
    }
    setState('checking');
    const request = gateRequest(target);
    apiGet<{ allow: boolean }>(edition.app_sn, request.path, request.query)
      .then((answer) => gateOutcome(answer), (error: unknown) => gateOutcome({ error }))
      .then((outcome) => {
        if (cancelled) return;
        if (outcome.kind === 'start') {
          setState('allowed');
          return;
        }
        setState('denied');
        toast.error(outcome.message ?? t('account.noPermission'));
        timer = setTimeout(() => navigate(home, { replace: true }), GATE_REDIRECT_DELAY_MS);
      });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the check reruns when the permission list (key) or the page's target (targetKey) changes, not on every new array.
  }, [key, targetKey, account.status, account.permissionsLoaded, layout, permission, edition.app_sn]);

  return state;
}
