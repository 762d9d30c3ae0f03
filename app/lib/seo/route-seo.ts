import { languageTag } from '../../../shared/content-language.ts';
import type { ReaderEntryPage } from '../../../shared/entry-page-wire.ts';
import type { PageSeo } from './page-meta.ts';
import type { TrailStep } from './structured-data.ts';

/** What the detail page's loader gives its meta: an entry page or a strategy content, and its channels' trail. */
export interface ContentSeoData {
  title: string;
  description: string;
  trail: TrailStep[];
  entry: { page: Pick<ReaderEntryPage, 'name' | 'icon_url' | 'header_img_url' | 'modules' | 'language'> } | null;
  info: { content: { icon: string; ctime: string; mtime: string; author_name: string } };
}

/**
 * An entry or strategy content: its description (else what its sections are), its header image
 * or icon, and the Article facts (dates, author, breadcrumbs) of its JSON-LD.
 */
export function contentSeo(data: ContentSeoData | undefined): PageSeo {
  if (!data) return {};
  const page = data.entry?.page;
  const sections = page ? page.modules.filter((module) => module.components.length > 0).map((module) => module.name) : [];
  return {
    title: data.title,
    description: (site) =>
      data.description ||
      (sections.length > 0
        ? site.t('seo.description.entry', { name: data.title, site: site.site, modules: site.list(sections) })
        : site.t('seo.description.entryEmpty', { name: data.title, site: site.site })),
    image: page ? page.header_img_url || page.icon_url : data.info.content.icon,
    imageWide: Boolean(page?.header_img_url),
    languages:
      page?.language && page.language.langs.length > 1
        ? { current: languageTag(page.language.shown), available: page.language.langs.map(languageTag) }
        : undefined,
    article: {
      published: Number(data.info.content.ctime),
      modified: Number(data.info.content.mtime),
      author: data.info.content.author_name,
      trail: data.trail,
    },
  };
}

interface NamedNode {
  name: string;
  children: Array<{ name: string }>;
  list: Array<{ title: string }>;
}

/** What the channel page's loader gives: the list of top-level channels, or a channel with its tabs. */
export type ChannelSeoData =
  { kind: 'index'; channels: Array<{ name: string }> } | { kind: 'channel'; title?: string | undefined; parent: NamedNode; active: NamedNode };

/** A channel page: its name, and its tabs (else its first entries) as the description. */
export function channelSeo(data: ChannelSeoData | undefined): PageSeo {
  if (!data) return {};
  if (data.kind === 'index') {
    return {
      title: (site) => site.t('channel.all'),
      description: (site) =>
        site.t('seo.description.channelIndex', {
          site: site.site,
          items: site.list(
            data.channels.map((channel) => channel.name),
            12,
          ),
        }),
    };
  }
  const name = data.title ?? data.parent.name;
  const tabs = data.parent.children.map((child) => child.name);
  const items = tabs.length > 0 ? tabs : data.active.list.map((item) => item.title);
  return {
    title: name,
    description: (site) =>
      items.length > 0
        ? site.t('seo.description.channel', { site: site.site, name, items: site.list(items) })
        : site.t('seo.description.channelEmpty', { site: site.site, name }),
  };
}

/** The search page: what was searched for, kept out of the index (results pages are not content). */
export function searchSeo(title: string | undefined, search: string): PageSeo {
  const keyword = new URLSearchParams(search).get('keyword')?.trim();
  return {
    title,
    description: (site) =>
      keyword ? site.t('seo.description.searchKeyword', { site: site.site, keyword }) : site.t('seo.description.search', { site: site.site }),
    noindex: true,
  };
}
