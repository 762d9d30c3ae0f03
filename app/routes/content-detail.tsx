import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { RichDoc } from '../../shared/contract/rich-text.ts';
import { imageVariant } from '../../shared/images.ts';
import { RichText } from '../features/content/RichText.tsx';
import { ContentCorrectionButton } from '../features/corrections/ContentCorrectionButton.tsx';
import { EntryPageView } from '../features/entry-pages/EntryPageView.tsx';
import { FavoriteButton } from '../features/favorites/FavoriteButton.tsx';
import { usePageView } from '../features/ranking/use-page-view.ts';
import { loadContentDetail, type ContentPage } from '../features/content/content.server.ts';
import { loadEntryPage } from '../features/entry-pages/entry-page.server.ts';
import { useT } from '../i18n/index.ts';
import { requestReaderLanguage } from '../i18n/request-locale.ts';
import { readerChannelRows, readerContent } from '../features/channels/channel-forest.server.ts';
import { useFormat } from '../lib/format/use-format.ts';
import { useTabKeys } from '../lib/tab-keys.ts';
import { requireEdition } from '../lib/edition.server.ts';
import { EDITED_PAGE } from '../lib/page-cache-headers.ts';
import { channelTrail } from '../lib/seo/channel-trail.server.ts';
import { pageMeta } from '../lib/seo/page-meta.ts';
import { contentSeo } from '../lib/seo/route-seo.ts';
import { skipPresentationOnlyChanges } from '../lib/revalidate.ts';
import { showsOnly } from '../lib/page-tags.server.ts';
import { useWiki } from '../lib/wiki-context.tsx';
import styles from './content-detail.module.css';
import type { Route } from './+types/content-detail';

/** An entry page (a content row with entry-page modules) or a strategy content. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const edition = await requireEdition(context, params);
  const stored = await loadContentDetail(context, edition, params.id);
  const entry = await loadEntryPage(context, edition, stored.content.id, requestReaderLanguage(request, edition));
  // The channels' names in the reader's language (issue 31): the same rows for a reader of the source.
  const wanted = readerContent(context, edition, request);
  const names = new Map((await readerChannelRows(context, edition, wanted)).map((row) => [row.id, row.name]));
  const info = { ...stored, channel_list: stored.channel_list.map((channel) => ({ ...channel, name: names.get(channel.id) ?? channel.name })) };
  if (entry) entry.page.menu_name = names.get(entry.page.menu_id) ?? entry.page.menu_name;
  // Breadcrumbs of the structured data: the entry's menu, else the deepest channel it is placed in.
  const trail = await channelTrail(context, edition, [entry?.page.menu_id, ...info.channel_list.map((channel) => channel.id).reverse()], wanted);
  // Stored until this entry, or one its material widgets name, changes (channel names are the edition's).
  showsOnly(context, { entries: [info.content.id, ...(entry ? Object.keys(entry.materials).map(Number) : [])] });
  if (entry) {
    // An entry page shows its modules, not the content's documents: only what its meta and
    // channels read travels as page data (the rest would be sent for nothing, issue #14).
    const { icon, ctime, mtime, author_name } = info.content;
    const slim = { content: { icon, ctime, mtime, author_name }, channel_list: info.channel_list };
    return { kind: 'entry' as const, entry, info: slim, trail, title: entry.page.name, description: entry.page.desc };
  }
  return { kind: 'content' as const, entry: null, info, trail, title: info.content.title, description: info.content.summary };
}

export const shouldRevalidate = skipPresentationOnlyChanges;

export const headers = EDITED_PAGE;

export const meta: Route.MetaFunction = (args) => pageMeta(args, contentSeo(args.data));

/** Content's tabs; content without any shows one default tab ('Tab 1', in the reader's language). */
function tabsOf(content: { content_doc: RichDoc; contents: Array<{ name: string; text_doc: RichDoc }> }, defaultName: string) {
  return content.contents.length > 0 ? content.contents : [{ name: defaultName, text_doc: content.content_doc }];
}

export default function ContentDetail({ loaderData: data }: Route.ComponentProps) {
  if (data.entry) return <EntryPageView page={data.entry.page} materials={data.entry.materials} channels={data.info.channel_list} />;
  return <StrategyContent content={data.info.content} channels={data.info.channel_list} />;
}

function StrategyContent({ content, channels }: { content: ContentPage['content']; channels: ContentPage['channel_list'] }) {
  const t = useT();
  const format = useFormat();
  const { href } = useWiki();
  usePageView(content.id);
  const tabs = tabsOf(content, t('content.defaultTab'));
  const [active, setActive] = useState(0);
  const tab = tabs[Math.min(active, tabs.length - 1)]!;
  const keys = useTabKeys(tabs.length, active, setActive);
  const baseId = useId();

  return (
    <article className={styles.article}>
      <header className={styles.head}>
        {content.icon ? <img className={styles.icon} src={imageVariant(content.icon, 192)} alt="" width={96} height={96} /> : null}
        <div className={styles.meta}>
          <h2 className={styles.title}>{content.title}</h2>
          {content.summary ? <p className={styles.summary}>{content.summary}</p> : null}
          <p className={styles.byline}>
            {content.author_name ? <span>{t('content.authorLine', { name: content.author_name })}</span> : null}
            <span>{t('content.updated', { date: format.date(content.mtime) })}</span>
          </p>
        </div>
      </header>
      <div className={styles.actions}>
        <FavoriteButton contentId={content.id} kind="strategy" />
        <ContentCorrectionButton contentId={content.id} />
      </div>
      {content.bbs_url ? (
        <a className={styles.external} href={content.bbs_url} target="_blank" rel="noopener noreferrer nofollow">
          {t('content.external')}
        </a>
      ) : null}
      {tabs.length > 1 ? (
        <div className={styles.tabs} role="tablist" aria-label={content.title} onKeyDown={keys.onKeyDown}>
          {tabs.map((item, index) => (
            <button
              key={item.name}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={index === active}
              aria-controls={`${baseId}-panel`}
              {...keys.tabProps(index)}
              className={index === active ? `${styles.tab} ${styles.activeTab}` : styles.tab}
              onClick={() => setActive(index)}
            >
              {item.name}
            </button>
          ))}
        </div>
      ) : null}
      <div id={`${baseId}-panel`} role="tabpanel" aria-label={tab.name} tabIndex={tabs.length > 1 ? 0 : undefined}>
        <RichText doc={tab.text_doc} />
      </div>
      {channels.length > 0 ? (
        <footer className={styles.channels}>
          <span>{t('content.channels')}:</span>
          {channels.map((channel) => (
            <Link
              key={channel.id}
              className={styles.channel}
              to={href(channel.parent_id ? `channel/position/${channel.parent_id}/${channel.id}` : `channel/position/${channel.id}`)}
            >
              {channel.name}
            </Link>
          ))}
        </footer>
      ) : null}
    </article>
  );
}
