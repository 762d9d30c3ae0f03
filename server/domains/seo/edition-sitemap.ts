import { languageTag } from '../../../shared/content-language.ts';
import { LANGUAGES, LANGUAGE_QUERY } from '../../../shared/language.ts';
import type { Db } from '../../db/database.ts';
import type { Edition } from '../editions/editions-service.ts';
import { readableLanguages } from '../translations/localize.ts';
import { contentLanguagesOf, translatedLanguagesOf } from '../translations/translations-service.ts';
import { channelPages, entryFileStats, entryPages, type SitemapPage } from './sitemap-queries.ts';
import { SITEMAP_MAX_URLS, type SitemapUrl } from './sitemap-xml.ts';

/**
 * Pages per sitemap file: each is listed once per language (?lang=), within the protocol's
 * limit: the interface's languages, or an edition's content languages where it has more (an
 * entry is listed in the languages it can be read in, issue 31).
 */
export const pagesPerFile = (edition: Edition): number => Math.floor(SITEMAP_MAX_URLS / Math.max(LANGUAGES.length, contentLanguagesOf(edition).length));

/** Pages of every edition besides its channels and entries (under its base path). */
const SECTION_PAGES = ['', 'encyc', 'latest-upgrade'];

/** A sitemap file of an edition: its site pages and channels, or a run of its entries. */
export type SitemapFile = { kind: 'pages' | 'entries'; number: number };

/** The file a name asks for (pages-1.xml, entries-12.xml), or none. */
export function parseSitemapFile(name: string): SitemapFile | undefined {
  const match = /^(pages|entries)-([1-9][0-9]{0,6})\.xml$/.exec(name);
  return match ? { kind: match[1] as SitemapFile['kind'], number: Number(match[2]) } : undefined;
}

const fileName = (file: SitemapFile) => `${file.kind}-${file.number}.xml`;

/** The sections and channel pages of an edition: home and the section pages change with any channel below them. */
async function sitePages(db: Db, editionId: number): Promise<SitemapPage[]> {
  const channels = await channelPages(db, editionId);
  const newest = channels.reduce((latest, page) => Math.max(latest, page.lastmod), 0);
  return [...SECTION_PAGES.map((path) => ({ path, lastmod: newest })), ...channels];
}

/** Each page in each of its languages (`languagesOf`, else the interface's): its ?lang= URL (the page's canonical URL in that language). */
export function pageUrls(
  origin: string,
  basePath: string,
  pages: readonly SitemapPage[],
  languagesOf?: (page: SitemapPage) => readonly string[],
): SitemapUrl[] {
  return pages.flatMap((page) =>
    (languagesOf?.(page) ?? LANGUAGES).map((language) => ({ loc: `${origin}${basePath}${page.path}?${LANGUAGE_QUERY}=${language}`, lastmod: page.lastmod })),
  );
}

/** In an edition with several content languages, each entry's own: the source, its translations, the traditional view where offered. */
async function entryLanguages(db: Db, edition: Edition, pages: readonly SitemapPage[]): Promise<((page: SitemapPage) => readonly string[]) | undefined> {
  const languages = contentLanguagesOf(edition);
  if (languages.length === 1) return undefined;
  const translated = await translatedLanguagesOf(
    db,
    pages.flatMap((page) => (page.id === undefined ? [] : [page.id])),
  );
  return (page) => readableLanguages(languages, translated.get(page.id ?? 0) ?? []).map(languageTag);
}

/** The files of an edition's sitemap index, each with its newest change: two queries. */
export async function editionSitemapFiles(db: Db, edition: Edition, origin: string): Promise<SitemapUrl[]> {
  const perFile = pagesPerFile(edition);
  const [pages, entryFiles] = await Promise.all([sitePages(db, edition.id), entryFileStats(db, edition.id, perFile)]);
  const files: SitemapUrl[] = [];
  const at = (file: SitemapFile) => `${origin}${edition.base_path}sitemaps/${fileName(file)}`;
  for (let start = 0, number = 1; start < pages.length; start += perFile, number += 1) {
    const lastmod = pages.slice(start, start + perFile).reduce((latest, page) => Math.max(latest, page.lastmod), 0);
    files.push({ loc: at({ kind: 'pages', number }), lastmod });
  }
  entryFiles.forEach((stats, index) => files.push({ loc: at({ kind: 'entries', number: index + 1 }), lastmod: stats.lastmod }));
  return files;
}

/** The URLs of one file of an edition's sitemap; none when the file does not exist. */
export async function sitemapFileUrls(db: Db, edition: Edition, origin: string, file: SitemapFile): Promise<SitemapUrl[] | undefined> {
  const perFile = pagesPerFile(edition);
  const pages =
    file.kind === 'entries'
      ? await entryPages(db, edition.id, file.number, perFile)
      : (await sitePages(db, edition.id)).slice((file.number - 1) * perFile, file.number * perFile);
  if (pages.length === 0) return undefined;
  return pageUrls(origin, edition.base_path, pages, file.kind === 'entries' ? await entryLanguages(db, edition, pages) : undefined);
}
