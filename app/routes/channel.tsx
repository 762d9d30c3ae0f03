import { Link } from 'react-router';
import { WithCatalogue } from '../features/catalogue/WithCatalogue.tsx';
import { ChannelView } from '../features/channels/ChannelView.tsx';
import { WatchButton } from '../features/notifications/WatchButton.tsx';
import { loadChannelPage } from '../features/channels/channel.server.ts';
import { readerContent } from '../features/channels/channel-forest.server.ts';
import { useT } from '../i18n/index.ts';
import { requestLocale } from '../i18n/request-locale.ts';
import { requireEdition } from '../lib/edition.server.ts';
import { EDITED_PAGE } from '../lib/page-cache-headers.ts';
import { skipPresentationOnlyChanges } from '../lib/revalidate.ts';
import { useWiki } from '../lib/wiki-context.tsx';
import styles from './channel.module.css';
import { pageMeta } from '../lib/seo/page-meta.ts';
import { channelSeo } from '../lib/seo/route-seo.ts';
import type { Route } from './+types/channel';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const edition = await requireEdition(context, params);
  const page = await loadChannelPage(context, edition, params, requestLocale(request, edition), readerContent(context, edition, request));
  const title = page.kind === 'channel' ? page.parent.name : undefined;
  return { ...page, title, channelType: params.channelType ?? 'position' };
}

export const shouldRevalidate = skipPresentationOnlyChanges;

export const headers = EDITED_PAGE;

export const meta: Route.MetaFunction = (args) => pageMeta(args, channelSeo(args.data));

export default function ChannelPage({ loaderData: data }: Route.ComponentProps) {
  const t = useT();
  const { href } = useWiki();

  if (data.kind === 'index') {
    return (
      <section className={styles.page}>
        <h2 className={styles.heading}>{t('channel.all')}</h2>
        <ul className={styles.index}>
          {data.channels.map((channel) => (
            <li key={channel.id}>
              <Link className={styles.indexLink} to={href(`channel/${data.channelType}/${channel.id}`)}>
                {channel.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    );
  }

  return (
    <WithCatalogue>
      <section className={styles.page}>
        <div className={styles.headingRow}>
          <h2 className={styles.heading}>{data.parent.name}</h2>
          {/* The listed channel (the active tab) is what is watched; the latest updates are no channel. */}
          {data.channelType === 'latest' ? null : <WatchButton kind="channel" id={data.active.id} name={data.active.name} />}
        </div>
        <ChannelView key={data.active.id} channelType={data.channelType} parent={data.parent} active={data.active} />
      </section>
    </WithCatalogue>
  );
}
