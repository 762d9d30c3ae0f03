import { RecentUpdates } from '../features/ranking/RecentUpdates.tsx';
import { loadRecentUpdates } from '../features/content/recent-updates.server.ts';
import { translate, useT } from '../i18n/index.ts';
import { requestLocale } from '../i18n/request-locale.ts';
import { requireEdition } from '../lib/edition.server.ts';
import { EDITED_PAGE } from '../lib/page-cache-headers.ts';
import { skipPresentationOnlyChanges } from '../lib/revalidate.ts';
import styles from '../features/ranking/RecentUpdatesPage.module.css';
import { pageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/latest-upgrade';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const edition = await requireEdition(context, params);
  const page = await loadRecentUpdates(context, edition);
  const title = translate(requestLocale(request, edition), 'recent.title');
  return { page, title };
}

export const shouldRevalidate = skipPresentationOnlyChanges;

export const headers = EDITED_PAGE;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: args.data?.title, description: (site) => site.t('seo.description.latest', { site: site.site }) });

/** Recent updates (route name latest-upgrade): recently updated entries, 20 at a time. */
export default function LatestUpgrade({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const t = useT();
  return (
    <section className={styles.page}>
      <header className={styles.head}>
        <h2 className={styles.heading}>{t('recent.title')}</h2>
        {page.total > 0 ? <span className={styles.count}>{t('recent.count', { total: page.total })}</span> : null}
      </header>
      <RecentUpdates initial={page} />
    </section>
  );
}
