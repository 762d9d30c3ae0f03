import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../toast/toast.ts';
import { useT } from '../../i18n/index.ts';
import { useApiAnswer } from '../route-data.ts';
import { ApiCallError } from '../api-client.ts';
import { useWiki } from '../wiki-context.tsx';
import { wikiHref } from '../wiki-href.ts';
import { askGate, GATE_REDIRECT_DELAY_MS, gateOutcome, gateStep, permissionsKey, type GateStep, type GateTarget } from './page-gate.ts';
import { useAccount } from './viewer-store.tsx';

export type PageGateState = 'checking' | 'allowed' | 'denied' | 'leaving';

/**
 * The gate of the create and edit pages. The page starts ('allowed') when the user's
 * permission list holds `permission`; otherwise the server is asked (creation by menu ids,
 * correction by entry page id). Refused, or on an error: the toast '当前通行证权限不够喔' (or
 * the server's message) and after 2000 ms a replace to home. The check reruns when the
 * permission list changes. The mobile layout, or a window of 900 px or less, goes to the wiki
 * site (the edition's home) instead. The server's answer is read with useApiAnswer: the caller
 * sits under a Suspense boundary that shows 'checking'.
 */
export function usePageGate(permission: string, target: GateTarget): PageGateState {
  const t = useT();
  const navigate = useNavigate();
  const { edition, layout, href } = useWiki();
  const account = useAccount();
  const key = permissionsKey(account.permissions);
  const targetKey = target.kind === 'create' ? `create:${target.menuIds.join(',')}` : `correct:${target.entryPageId}`;
  const home = href('');

  // The window's width decides too, so the step is known after hydration only. While the account
  // is being checked again ('wait') the page stays as it was.
  const [step, setStep] = useState<GateStep>('wait');
  useEffect(() => {
    const next = gateStep({
      layout,
      width: window.innerWidth,
      accountStatus: account.status,
      permissionsLoaded: account.permissionsLoaded,
      permissions: account.permissions,
      permission,
    });
    if (next !== 'wait') setStep(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the permission list's identity is its key.
  }, [key, account.status, account.permissionsLoaded, layout, permission]);

  const answer = useApiAnswer(step === 'ask-server' ? `page-gate:${edition.app_sn}:${permission}:${targetKey}:${key}` : null, () =>
    askGate(edition.app_sn, target),
  );
  const outcome =
    step !== 'ask-server' || answer.status === 'loading'
      ? null
      : gateOutcome(answer.status === 'ready' ? answer.data : { error: new ApiCallError(answer.retcode, answer.message) });
  const denied = outcome?.kind === 'deny' ? (outcome.message ?? t('account.noPermission')) : null;

  useEffect(() => {
    // A narrow window (or the mobile layout) reads the wiki in its mobile layout, whatever layout this page was rendered in.
    if (step === 'wiki-site') void navigate(wikiHref(edition.base_path, '', 'mobile'), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- navigate changes with every location; the step decides.
  }, [step, edition.base_path]);

  useEffect(() => {
    if (denied === null) return;
    toast.error(denied, { id: 'page-gate' });
    const timer = setTimeout(() => void navigate(home, { replace: true }), GATE_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- navigate and home change with every location; the refusal decides.
  }, [denied]);

  if (step === 'wiki-site') return 'leaving';
  if (step === 'start') return 'allowed';
  if (step === 'wait' || outcome === null) return 'checking';
  return outcome.kind === 'start' ? 'allowed' : 'denied';
}
