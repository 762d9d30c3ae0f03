import { Link } from 'react-router';
import { AnnouncementBar } from '../features/home/AnnouncementBar.tsx';
import { BannerCarousel } from '../features/home/BannerCarousel.tsx';
import { ChannelSection } from '../features/home/ChannelSection.tsx';
import { HomeEntries } from '../features/home/HomeEntries.tsx';
import { CalendarHomeBlock } from '../features/blocks/calendar/CalendarHomeBlock.tsx';
import { EggPoolSection } from '../features/blocks/gacha/EggPoolSection.tsx';
import { TestEditionNotice } from '../features/home/TestEditionNotice.tsx';
import { MobileHomeSearch } from '../features/search/MobileHomeSearch.tsx';
import { useT } from '../i18n/index.ts';
import { useWiki } from '../lib/wiki-context.tsx';
import styles from './home.module.css';
import { WithCatalogue } from '../features/catalogue/WithCatalogue.tsx';
import { loadHome } from '../features/home/home.server.ts';
import { readerContent } from '../features/channels/channel-forest.server.ts';
import { requireEdition } from '../lib/edition.server.ts';
import { TIMED_PAGE } from '../lib/page-cache-headers.ts';
import { skipPresentationOnlyChanges } from '../lib/revalidate.ts';
import { pageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/home';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const edition = await requireEdition(context, params);
  return { title: edition.name, ...(await loadHome(context, edition, readerContent(context, edition, request))) };
}

export const shouldRevalidate = skipPresentationOnlyChanges;

export const headers = TIMED_PAGE;

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: args.data?.title });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { banners, sections, announcement, eggPool, calendarChannelId } = loaderData;
  const { edition, href } = useWiki();
  const t = useT();
  return (
    <WithCatalogue>
      {edition.is_test ? <TestEditionNotice /> : null}
      <MobileHomeSearch />
      <BannerCarousel banners={banners} />
      {announcement ? <AnnouncementBar announcement={announcement} /> : null}
      <HomeEntries sections={sections} />
      <EggPoolSection pools={eggPool} />
      <CalendarHomeBlock channelId={calendarChannelId ?? undefined} />
      {sections.map((section) => (
        <ChannelSection key={section.id} section={section} />
      ))}
      <Link className={styles.moreContent} to={href('channel/position')}>
        {t('home.moreContent')}
      </Link>
    </WithCatalogue>
  );
}
