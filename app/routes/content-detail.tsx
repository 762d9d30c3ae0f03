import { useState } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { ContentInfo, ContentInfoResponse } from '../../shared/contract/content.ts';
import { imageVariant } from '../../shared/images.ts';
import { RichText } from '../components/content/RichText.tsx';
import { ContentCorrectionButton } from '../components/corrections/ContentCorrectionButton.tsx';
import { EntryPageView } from '../components/entry/EntryPageView.tsx';
import { FavoriteButton } from '../components/favorites/FavoriteButton.tsx';
import { usePageView } from '../components/ranking/use-page-view.ts';
import { loadContentDetail } from '../data/content.server.ts';
import { loadEntryPage } from '../data/entry-page.server.ts';
import { useT } from '../i18n/index.ts';
import { formatDate } from '../lib/format/index.ts';
import { requireEdition } from '../lib/edition.server.ts';
import { readRichDoc } from '../lib/read-rich-doc.ts';
import { EDITED_PAGE } from '../lib/page-cache-headers.ts';
import { skipPresentationOnlyChanges } from '../lib/revalidate.ts';
import { useWiki } from '../lib/wiki-context.tsx';
import styles from './content-detail.module.css';

/** An entry page (a content row with entry-page modules) or a strategy content. */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const edition = await requireEdition(context, params);
  const info = await loadContentDetail(context, edition, params.id);
  const origin = new URL(request.url).origin;
  const absolute = (url: string) => (url.startsWith('/') ? `${origin}${url}` : url);
  const entry = await loadEntryPage(context, edition, info.content.id);
  if (entry) {
    const { page } = entry;
    return { kind: 'entry' as const, entry, info, title: page.name, description: page.desc, image: absolute(page.icon_url) };
  }
  return { kind: 'content' as const, entry: null, info, title: info.content.title, description: info.content.summary, image: absolute(info.content.icon) };
}

export const shouldRevalidate = skipPresentationOnlyChanges;

export const headers = EDITED_PAGE;

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [];
  return [
    { title: data.title },
    { name: 'description', content: data.description },
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: data.title },
    { property: 'og:description', content: data.description },
    ...(data.image ? [{ property: 'og:image', content: data.image }] : []),
  ];
};

/** Content's tabs; content without any shows one default tab, 'Tab 1'. */
function tabsOf(content: { content: string; contents: Array<{ name: string; text: string }> }) {
  return content.contents.length > 0 ? content.contents : [{ name: 'Tab 1', text: content.content }];
}

export default function ContentDetail() {
  const data = useLoaderData<typeof loader>();
  if (data.entry) return <EntryPageView page={data.entry.page} materials={data.entry.materials} channels={data.info.channel_list} />;
  return <StrategyContent content={data.info.content} channels={data.info.channel_list} />;
}

function StrategyContent({ content, channels }: { content: ContentInfo; channels: ContentInfoResponse['channel_list'] }) {
  const t = useT();
  const { href } = useWiki();
  usePageView(content.id);
  const tabs = tabsOf(content);
  const [active, setActive] = useState(0);
  const tab = tabs[Math.min(active, tabs.length - 1)]!;

  return (
    <article className={styles.article}>
      <header className={styles.head}>
        {content.icon ? <img className={styles.icon} src={imageVariant(content.icon, 192)} alt="" width={96} height={96} /> : null}
        <div className={styles.meta}>
          <h2 className={styles.title}>{content.title}</h2>
          {content.summary ? <p className={styles.summary}>{content.summary}</p> : null}
          <p className={styles.byline}>
            {content.author_name ? (
              <span>
                {t('content.author')}: {content.author_name}
              </span>
            ) : null}
            <span>{t('content.updated', { date: formatDate(content.mtime, 'zh-CN') })}</span>
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
        <div className={styles.tabs} role="tablist">
          {tabs.map((item, index) => (
            <button
              key={item.name}
              type="button"
              role="tab"
              aria-selected={index === active}
              className={index === active ? `${styles.tab} ${styles.activeTab}` : styles.tab}
              onClick={() => setActive(index)}
            >
              {item.name}
            </button>
          ))}
        </div>
      ) : null}
      <div role="tabpanel" aria-label={tab.name}>
        <RichText doc={readRichDoc(tab.text)} />
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
