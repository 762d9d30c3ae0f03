import { useEffect, useState } from 'react';
import { Link, useLocation, useMatches, useNavigate } from 'react-router';
import { toast } from '../../lib/toast/toast.ts';
import { genderAvatarImage } from '../../../shared/avatar.ts';
import { displayTypeOf, parseChExt, type DisplayType } from '../../../shared/channel-ext.ts';
import { useT } from '../../i18n/index.ts';
import { useInApp } from '../../lib/account/use-in-app.ts';
import { useAccount } from '../../lib/account/viewer-store.tsx';
import { currentAppInfo, openAppMePage, openFloatingWindow, share } from '../../lib/app-bridge.ts';
import { navigateBack } from '../../lib/back-navigation.ts';
import { useScrollY } from '../../lib/use-scroll-y.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import { AccountAvatar, AccountSheet } from '../../features/accounts/AccountMenu.tsx';
import { FavoritesEntry } from '../../features/favorites/FavoritesEntry.tsx';
import { NotificationBell } from '../../features/notifications/NotificationBell.tsx';
import { LanguageSwitch } from '../chrome/LanguageSwitch.tsx';
import { ThemeSwitch } from '../chrome/ThemeSwitch.tsx';
import styles from './MobileHeader.module.css';

/** The header takes its background once the page has scrolled more than this. */
const SCROLLED_PX = 10;
/** Pages with the floating-window icon (Android app): home and category pages. */
const FLOATING_WINDOW_ROUTES = new Set(['index', 'channel-channelType-parentId-childId']);
const DETAIL_ROUTE = 'content-id-detail';
const CHANNEL_ROUTE = 'channel-channelType-parentId-childId';
/** Channel display types with the header's search icon (not card filter or strategy card). */
const SEARCH_ICON_TYPES: ReadonlySet<DisplayType> = new Set(['filter', 'collectionBg']);
/** Pages without the favorites entry: favorites, detail and the calendar pages. */
const NO_FAVORITES_ROUTES = new Set(['favorite-list', DETAIL_ROUTE, 'content-id-notice', 'content-id-save']);

/** The display types of a channel page (its parent and active tab), or none on other pages. */
function channelDisplayTypes(routeId: string, data: unknown): DisplayType[] {
  if (routeId !== CHANNEL_ROUTE) return [];
  const page = data as { kind?: string; parent?: { ch_ext: string }; active?: { ch_ext: string } } | undefined;
  if (page?.kind !== 'channel' || !page.parent || !page.active) return [];
  return [displayTypeOf(parseChExt(page.parent.ch_ext)), displayTypeOf(parseChExt(page.active.ch_ext))];
}

/** Which of the mobile header's icons a page shows. */
export function mobileHeaderItems(input: {
  routeId: string;
  isHome: boolean;
  inApp: boolean;
  android: boolean;
  hideBackQuery: boolean;
  displayTypes: DisplayType[];
}) {
  const { routeId, isHome, inApp, android, displayTypes } = input;
  const cardLike = displayTypes.some((type) => type === 'cardFilter' || type === 'strategyCard');
  return {
    avatar: isHome && !inApp,
    back: !(isHome && !inApp) && !input.hideBackQuery,
    search: !cardLike && displayTypes.some((type) => SEARCH_ICON_TYPES.has(type)),
    share: inApp && routeId === DETAIL_ROUTE,
    floating: inApp && android && FLOATING_WINDOW_ROUTES.has(routeId),
    favorites: !NO_FAVORITES_ROUTES.has(routeId) && !displayTypes.includes('calendar'),
  };
}

interface MobileHeaderProps {
  title: string;
  isHome: boolean;
}

/** The avatar on home outside the app: the app's me page, the account sheet, or login. */
function HeaderAvatar({ inApp }: { inApp: boolean }) {
  const t = useT();
  const account = useAccount();
  const [sheet, setSheet] = useState(false);
  const signedIn = account.status === 'signed-in' && account.user !== null;
  const open = () => {
    if (inApp && openAppMePage()) return;
    if (signedIn) setSheet(true);
    else if (account.status === 'anonymous') account.login();
  };
  return (
    <>
      <button
        type="button"
        className={styles.avatarButton}
        onClick={open}
        aria-label={signedIn ? t('account.menu') : t('account.signInToContinue')}
        aria-busy={account.status === 'checking' || undefined}
        data-header-item="avatar"
      >
        {signedIn ? (
          <AccountAvatar className={styles.avatar} />
        ) : (
          <img className={styles.avatar} src={genderAvatarImage('default')} alt="" width={28} height={28} />
        )}
      </button>
      {signedIn ? <AccountSheet open={sheet} onOpenChange={setSheet} /> : null}
    </>
  );
}

export function MobileHeader({ title, isHome }: MobileHeaderProps) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const routeId = leaf?.id ?? '';
  const { href } = useWiki();
  const search = new URLSearchParams(location.search);
  const inApp = useInApp();
  // The platform is read after hydration (the icons only exist in the app).
  const [android, setAndroid] = useState(false);
  useEffect(() => setAndroid(currentAppInfo().platform === 'android'), []);
  const scrolled = useScrollY() > SCROLLED_PX;
  const items = mobileHeaderItems({
    routeId,
    isHome,
    inApp,
    android,
    hideBackQuery: search.get('header_bar_hide_back') === '1',
    displayTypes: channelDisplayTypes(routeId, leaf?.data),
  });

  const floatingWindow = () => {
    if (openFloatingWindow({ url: window.location.href, title }) === 'outdated') toast(t('account.upgradeApp'), { id: 'upgrade-app' });
  };
  const sharePage = async () => {
    if ((await share({ title, url: window.location.href })) === 'copied') toast.success(t('account.linkCopied'));
  };

  return (
    <header className={scrolled ? `${styles.header} ${styles.scrolled}` : styles.header}>
      <div className={styles.sideLeft}>
        {items.avatar ? (
          <HeaderAvatar inApp={inApp} />
        ) : items.back ? (
          <button
            type="button"
            className={styles.back}
            aria-label={t('nav.back')}
            data-header-item="back"
            onClick={() => navigateBack({ inApp, goHome: () => void navigate(href('')), goBack: () => void navigate(-1) })}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        ) : null}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.sideRight}>
        {items.search ? (
          <Link className={styles.back} to={href('search', { source_id: routeId })} aria-label={t('header.search')} data-header-item="search">
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M16 16l4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Link>
        ) : null}
        {items.share ? (
          <button type="button" className={styles.back} aria-label={t('account.share')} data-header-item="share" onClick={() => void sharePage()}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M12 15V4M8 8l4-4 4 4M5 13v6h14v-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        ) : null}
        {items.floating ? (
          <button type="button" className={styles.back} aria-label={t('account.floatingWindow')} data-header-item="floating" onClick={floatingWindow}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M4 5h16v11H4zM13 11h5v5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
              <path d="M13 11h5v5h-5z" fill="currentColor" />
            </svg>
          </button>
        ) : null}
        <LanguageSwitch variant="mobile" />
        <ThemeSwitch variant="mobile" />
        {items.favorites ? <FavoritesEntry withGuide={routeId === 'index'} /> : null}
        <NotificationBell variant="mobile" />
      </div>
    </header>
  );
}
