import { useState } from 'react';
import type { SessionListAnswer, SessionRevokeAnswer, SessionWire } from '../../../../shared/contract/account-center.ts';
import { useT } from '../../../i18n/index.ts';
import { toast } from '../../../lib/toast/toast.ts';
import { useWiki } from '../../../lib/wiki-context.tsx';
import { ConfirmDialog, type ConfirmRequest } from '../../contributing/ConfirmDialog.tsx';
import { useFormatTime } from '../../contributing/format-time.ts';
import { useRouteAction, type ApiData } from '../../../lib/route-data.ts';
import { useCenterSection, type CenterSections, type CenterWrite } from './center-data.ts';
import { CenterSection } from './CenterSection.tsx';
import styles from './Center.module.css';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The account's signed-in browsers and devices: this one first, then by last activity; each
 * other one can be signed out, or every other one at once (this one stays signed in; signing out
 * everywhere including here is the page's own button).
 */
export function SessionsSection({ initial }: { initial: ApiData<CenterSections['sessions']> | undefined }) {
  const t = useT();
  const formatTime = useFormatTime();
  const { edition } = useWiki();
  const { state, reload } = useCenterSection('sessions', initial);
  // The personal center's route action: once it succeeds, the router reloads the sections.
  const run = useRouteAction();
  const write = (body: CenterWrite) => run<SessionRevokeAnswer>(body);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const deviceName = (session: SessionWire) => {
    const device = t(`personalCenter.sessions.device.${session.device}`);
    return session.browser ? `${device} · ${session.browser}` : device;
  };
  const ask = (request: Omit<ConfirmRequest, 'onConfirm'>, work: () => Promise<string>) =>
    setConfirm({
      ...request,
      async onConfirm() {
        try {
          toast.success(await work(), { id: 'center-sessions' });
          return true;
        } catch (error) {
          toast.error(t('personalCenter.sessions.failed', { message: messageOf(error) }), { id: 'center-sessions' });
          // A failed write reloads nothing by itself; the list may still have changed (another device).
          reload();
          return false;
        }
      },
    });
  const revoke = (session: SessionWire) =>
    ask(
      {
        title: t('personalCenter.sessions.revokeTitle'),
        text: t('personalCenter.sessions.revokeText', { device: deviceName(session) }),
        confirmLabel: t('personalCenter.sessions.revoke'),
        danger: true,
      },
      async () => {
        await write({ intent: 'revoke', app_sn: edition.app_sn, session_id: session.session_id });
        return t('personalCenter.sessions.revoked');
      },
    );
  const revokeOthers = () =>
    ask(
      {
        title: t('personalCenter.sessions.revokeOthersTitle'),
        text: t('personalCenter.sessions.revokeOthersText'),
        confirmLabel: t('personalCenter.sessions.revokeOthers'),
        danger: true,
      },
      async () => {
        const { ended } = await write({ intent: 'revoke-others', app_sn: edition.app_sn });
        return t('personalCenter.sessions.revokedOthers', { n: ended });
      },
    );

  return (
    <>
      <CenterSection<SessionListAnswer>
        id="sessions"
        title={t('personalCenter.sessions.title')}
        state={state}
        reload={reload}
        isEmpty={(data) => data.list.length === 0}
        empty={t('personalCenter.sessions.onlyThis')}
        footer={(data) =>
          data.list.some((session) => !session.current) ? (
            <button type="button" className={`${styles.wideButton} ${styles.danger}`} onClick={revokeOthers}>
              {t('personalCenter.sessions.revokeOthers')}
            </button>
          ) : (
            <p className={styles.muted}>{t('personalCenter.sessions.onlyThis')}</p>
          )
        }
      >
        {(data) => (
          <>
            <p className={styles.intro}>{t('personalCenter.sessions.intro')}</p>
            <ul className={styles.rows} aria-label={t('personalCenter.sessions.title')}>
              {data.list.map((session) => (
                <li key={session.session_id} className={styles.row} data-session={session.current ? 'current' : 'other'}>
                  <div className={styles.rowHead}>
                    <span className={styles.rowName}>{deviceName(session)}</span>
                    {session.current ? (
                      <span className={`${styles.status} ${styles.status_approved}`}>{t('personalCenter.sessions.current')}</span>
                    ) : (
                      <button
                        type="button"
                        className={styles.smallDanger}
                        aria-label={t('personalCenter.sessions.revokeNamed', { device: deviceName(session) })}
                        onClick={() => revoke(session)}
                      >
                        {t('personalCenter.sessions.revoke')}
                      </button>
                    )}
                  </div>
                  <p className={styles.rowMeta}>
                    {session.os ? <span>{session.os}</span> : null}
                    {session.ip ? <span>{t('personalCenter.sessions.address', { ip: session.ip })}</span> : null}
                  </p>
                  <p className={styles.rowMeta}>
                    <span>{t('personalCenter.sessions.lastSeen', { time: formatTime(session.last_seen_at) })}</span>
                    <span>{t('personalCenter.sessions.signedIn', { time: formatTime(session.created_at) })}</span>
                  </p>
                </li>
              ))}
            </ul>
          </>
        )}
      </CenterSection>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}
