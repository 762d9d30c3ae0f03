import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import type { WatchState, WatchTargetKind } from '../../../shared/contract/notifications.ts';
import { useT } from '../../i18n/index.ts';
import { ApiCallError, isAlreadyShown } from '../../lib/api-client.ts';
import { useSessionViewer } from '../../lib/account/use-session-viewer.ts';
import { useAccount } from '../../lib/account/viewer-store.tsx';
import { useRouteLoad, type ActionOutcome } from '../../lib/route-data.ts';
import { toast } from '../../lib/toast/toast.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import type { WatchStateData, WatchWrite } from './watch-state.data.ts';
import styles from './WatchButton.module.css';

const EYE = 'M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12z';

/**
 * Watch / unwatch an entry (its content id) or a channel (its menu id), issue 32. The page is
 * cached for everyone: the state loads with the visitor's session after hydration (a fetcher of
 * watch-state.data.ts); the toggle is that route's action. Anonymous visitors are asked to sign in.
 * `name` names a channel on its button (an entry page's button sits by its title).
 */
export function WatchButton({ kind, id, name }: { kind: WatchTargetKind; id: number; name?: string }) {
  const t = useT();
  const { edition, href } = useWiki();
  const account = useAccount();
  const signedIn = account.status === 'signed-in';
  const viewer = useSessionViewer();
  const { state } = useRouteLoad<WatchStateData>(
    signedIn && viewer ? href('my-data/watch-state', { app_sn: edition.app_sn, kind, id: String(id), viewer }) : null,
  );
  const write = useFetcher<ActionOutcome<WatchState>>();
  const writing = write.state !== 'idle';
  const asked = writing ? (write.json as WatchWrite | undefined) : undefined;
  const loaded = state.status === 'ready' ? state.data : null;
  const watching = signedIn && (asked ? asked.watching : loaded?.watching === true);
  const auto = watching && !asked && loaded?.source === 'auto';

  const outcome = write.state === 'idle' ? write.data : undefined;
  useEffect(() => {
    if (!outcome) return;
    if (outcome.ok) toast.success(t(outcome.data.watching ? 'watch.added' : 'watch.removed'), { id: 'watch-toggle' });
    else if (outcome.error instanceof ApiCallError && !isAlreadyShown(outcome.error)) toast.error(outcome.error.message, { id: 'watch-toggle' });
  }, [outcome, t]);

  const toggle = () => {
    if (!signedIn) {
      account.login();
      return;
    }
    const body: WatchWrite = { app_sn: edition.app_sn, target_kind: kind, target_id: id, watching: !watching };
    void write.submit(body, { method: 'post', encType: 'application/json', action: href('my-data/watch-state'), defaultShouldRevalidate: false });
  };

  // A channel's button names it: the page's heading is its parent's name when a tab is active.
  const text = name ? t(watching ? 'watch.watchingChannel' : 'watch.watchChannel', { name }) : t(watching ? 'watch.watching' : 'watch.watch');
  return (
    <button
      type="button"
      className={watching ? `${styles.button} ${styles.on}` : styles.button}
      aria-pressed={watching}
      title={auto ? t('watch.auto') : undefined}
      disabled={writing || account.status === 'checking' || (signedIn && state.status === 'loading')}
      onClick={toggle}
      data-watch-kind={kind}
      data-watch-source={loaded?.source ?? undefined}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path
          d={EYE}
          fill={watching ? 'currentColor' : 'none'}
          fillOpacity={watching ? 0.18 : undefined}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
        <circle cx="12" cy="12" r="3" fill={watching ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" />
      </svg>
      {text}
    </button>
  );
}
