import { Link, useMatches, useRouteLoaderData } from 'react-router';
import { imageVariant, LOGO_IMAGE } from '../../../shared/images.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import { UserMenu } from '../../features/accounts/AccountMenu.tsx';
import { CreateButton } from '../../features/accounts/CreateButton.tsx';
import { FavoritesEntry } from '../../features/favorites/FavoritesEntry.tsx';
import { HeaderSearch } from '../../features/search/HeaderSearch.tsx';
import { NotificationBell } from '../../features/notifications/NotificationBell.tsx';
import { LanguageSwitch } from '../chrome/LanguageSwitch.tsx';
import { ThemeSwitch } from '../chrome/ThemeSwitch.tsx';
import type { CatalogueData } from '../../features/catalogue/catalogue-types.ts';
import { SectionNav } from './SectionNav.tsx';
import styles from './DesktopHeader.module.css';

/** Pages whose header hides search and navigation: success, editor, words-create, words-list. */
export const BARE_HEADER_ROUTES: ReadonlySet<string> = new Set(['content-id-success', 'words-submitSuccess', 'editor-id', 'words-create', 'words-list']);

/**
 * Desktop header: logo, title link, the navigation of the home's split sections, the
 * create-entry button, the language and colour scheme controls, the favorites star (the mobile header's, with its red dot
 * while a favorited page changed; sign-in for anonymous visitors), the notifications bell (signed in only) and the user menu (a sign-in button for anonymous visitors).
 */
export function DesktopHeader() {
  const { edition, href } = useWiki();
  const matches = useMatches();
  const routeId = matches[matches.length - 1]?.id ?? '';
  const catalogue = useRouteLoaderData<{ catalogue: CatalogueData }>('edition')?.catalogue;
  const sections = BARE_HEADER_ROUTES.has(routeId) ? [] : (catalogue?.positions ?? []).filter((section) => section.children.length > 0);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={href('')} className={styles.brand} title={edition.name}>
          {edition.logo_url ? <img className={styles.logo} src={imageVariant(edition.logo_url, 96, LOGO_IMAGE.quality)} alt="" width={40} height={40} /> : null}
          <span className={styles.title}>{edition.name}</span>
        </Link>
        {sections.length > 0 ? <SectionNav sections={sections} hrefOf={(id) => `${href('')}#section-${id}`} /> : null}
        <div className={styles.actions}>
          {BARE_HEADER_ROUTES.has(routeId) ? null : <HeaderSearch />}
          <CreateButton variant="header" />
          <LanguageSwitch variant="pc" />
          <ThemeSwitch variant="pc" />
          <FavoritesEntry withGuide={false} />
          <NotificationBell variant="pc" />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
