import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast/toast.ts';
import { useT } from '../../i18n/index.ts';
import { viewerAvatar, viewerName } from '../../lib/account/viewer-avatar.ts';
import { useAccount } from '../../lib/account/viewer-store.tsx';
import { useWiki } from '../../lib/wiki-context.tsx';
import { ConfirmDialog, type ConfirmRequest } from '../contributing/ConfirmDialog.tsx';
import { isReviewer } from '../contributing/contributing-links.ts';
import { permissionLines } from './account-center-permissions.ts';
import type { CenterData } from './center/center-data.ts';
import { MyEditsSection } from './center/MyEditsSection.tsx';
import { MyFavoritesSection } from './center/MyFavoritesSection.tsx';
import { MyReportsSection } from './center/MyReportsSection.tsx';
import { SessionsSection } from './center/SessionsSection.tsx';
import { EmailSection } from './center/EmailSection.tsx';
import { NotificationSettingsSection } from '../notifications/NotificationSettingsSection.tsx';
import centerStyles from './center/Center.module.css';
import { SignInPrompt } from './SignInPrompt.tsx';
import styles from './AccountCenter.module.css';

/**
 * /account, the personal center: who is signed in (name, avatar, real-name status), their latest
 * edits with the review status, favorites, corrections with their status, the browsers and
 * devices signed in (sign one out, or everywhere else), what they may do in this edition in
 * words, links to their pages (the review queues for AUDIT), and signing out here or everywhere.
 * Personal: the route's server loader reads the sections with the session (`sections`, null when
 * signed out); the rest comes from the viewer store.
 */
export function AccountCenterPage({ sections }: { sections: CenterData }) {
  const t = useT();
  const account = useAccount();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const { user } = account;

  if (account.status !== 'signed-in' || !user) {
    return (
      <section className={styles.page}>
        <h2 className={styles.heading}>{t('accountCenter.title')}</h2>
        <SignInPrompt text={t('accountCenter.signIn')} checkingText={t('accountCenter.checking')} />
      </section>
    );
  }

  const name = viewerName(user, account.community);
  const askLogoutAll = () =>
    setConfirm({
      title: t('accountCenter.logoutAllTitle'),
      text: t('accountCenter.logoutAllText'),
      confirmLabel: t('accountCenter.logoutAll'),
      danger: true,
      async onConfirm() {
        try {
          await account.logout({ everywhere: true });
          toast.success(t('accountCenter.logoutAllDone'), { id: 'logout-all' });
          return true;
        } catch {
          toast.error(t('accountCenter.logoutAllFailed'), { id: 'logout-all' });
          return false;
        }
      },
    });

  return (
    <section className={styles.page} data-account-center="">
      <h2 className={styles.heading}>{t('accountCenter.title')}</h2>
      <div className={styles.profile}>
        <img className={styles.avatar} src={viewerAvatar(user, account.community)} alt={t('account.avatarOf', { name })} width={72} height={72} />
        <div className={styles.who}>
          <p className={styles.name}>{name}</p>
          <p className={styles.uid}>{t('accountCenter.uid', { aid: user.aid })}</p>
          <RealnameStatus />
        </div>
      </div>
      <JumpLinks />
      <div className={centerStyles.grid}>
        <MyEditsSection initial={sections?.edits} />
        <MyFavoritesSection initial={sections?.favorites} />
        <MyReportsSection initial={sections?.reports} />
        <SessionsSection initial={sections?.sessions} />
        <EmailSection />
        <NotificationSettingsSection />
      </div>
      <div className={styles.columns}>
        <PermissionList />
        <PersonalLinks />
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={() => void account.logout()}>
          {t('accountCenter.logout')}
        </button>
        <button type="button" className={`${styles.button} ${styles.danger}`} onClick={askLogoutAll}>
          {t('accountCenter.logoutAll')}
        </button>
      </div>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </section>
  );
}

const SECTIONS = [
  ['edits', 'personalCenter.edits.title'],
  ['favorites', 'personalCenter.favorites.title'],
  ['reports', 'personalCenter.reports.title'],
  ['sessions', 'personalCenter.sessions.title'],
  ['email', 'email.section.title'],
  ['notifications', 'notificationSettings.title'],
] as const;

/** On the mobile layout, where the sections stack: a row of links to each. */
function JumpLinks() {
  const t = useT();
  return (
    <nav aria-label={t('personalCenter.sections')}>
      <ul className={centerStyles.jump}>
        {SECTIONS.map(([id, title]) => (
          <li key={id}>
            <a href={`#center-${id}`}>{t(title)}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Verified, or not yet with the way to verify; the community info arrives a moment after the page. */
function RealnameStatus() {
  const t = useT();
  const account = useAccount();
  if (!account.community) return <p className={styles.realname}>{t('accountCenter.realnameChecking')}</p>;
  if (account.community.community_info.is_realname) {
    return (
      <p className={styles.realname}>
        <span className={styles.verified}>{t('accountCenter.realnameDone')}</span>
      </p>
    );
  }
  return (
    <p className={styles.realname}>
      {t('accountCenter.realnameMissing')}
      <button type="button" className={styles.inlineButton} onClick={account.startRealname}>
        {t('accountCenter.realnameStart')}
      </button>
    </p>
  );
}

function PermissionList() {
  const t = useT();
  const { edition } = useWiki();
  const account = useAccount();
  return (
    <section className={styles.card} aria-labelledby="account-center-permissions">
      <h3 id="account-center-permissions" className={styles.cardTitle}>
        {t('accountCenter.permissionsTitle', { edition: edition.name })}
      </h3>
      {account.permissionsLoaded ? (
        <ul className={styles.permissions}>
          {permissionLines(account.permissions).map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('accountCenter.permissionsLoading')}</p>
      )}
    </section>
  );
}

function PersonalLinks() {
  const t = useT();
  const { href } = useWiki();
  const account = useAccount();
  const links = [
    { to: href('favorite/list'), label: t('accountCenter.favorites') },
    { to: href('words/list'), label: t('accountCenter.myWords') },
    { to: href('account/notifications'), label: t('inbox.navInbox') },
    { to: href('account/watchlist'), label: t('inbox.navWatchlist') },
    ...(isReviewer(account.permissions)
      ? [
          { to: href('words/review'), label: t('accountCenter.review') },
          { to: href('reports'), label: t('accountCenter.reports') },
        ]
      : []),
  ];
  return (
    <nav className={styles.card} aria-labelledby="account-center-pages">
      <h3 id="account-center-pages" className={styles.cardTitle}>
        {t('accountCenter.pagesTitle')}
      </h3>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.to}>
            <Link className={styles.link} to={link.to}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
