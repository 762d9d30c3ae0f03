import { parse } from 'parse5';
import { SaxesParser } from 'saxes';
import type { Db } from '../../db/database.ts';

/** One <url> of a sitemap or <sitemap> of an index: its loc and lastmod. */
export interface SitemapEntry {
  loc: string;
  lastmod: string | undefined;
}

/** A sitemap file or index read with a real XML parser (saxes refuses XML that is not well-formed). */
export function readSitemap(xml: string): { root: string; namespace: string | undefined; entries: SitemapEntry[] } {
  const parser = new SaxesParser({ xmlns: true });
  const entries: SitemapEntry[] = [];
  let root = '';
  let namespace: string | undefined;
  let current: SitemapEntry | undefined;
  let field: 'loc' | 'lastmod' | undefined;
  parser.on('opentag', (tag) => {
    if (!root) {
      root = tag.local;
      namespace = tag.uri;
    } else if (tag.local === 'url' || tag.local === 'sitemap') current = { loc: '', lastmod: undefined };
    else if (tag.local === 'loc' || tag.local === 'lastmod') field = tag.local;
  });
  parser.on('text', (text) => {
    if (current && field) current[field] = (current[field] ?? '') + text;
  });
  parser.on('closetag', (tag) => {
    if (tag.local === 'loc' || tag.local === 'lastmod') field = undefined;
    else if ((tag.local === 'url' || tag.local === 'sitemap') && current) {
      entries.push(current);
      current = undefined;
    }
  });
  parser.write(xml).close();
  return { root, namespace, entries };
}

/**
 * Many entries of an edition at once (multi-row inserts in one transaction): ids in order, each
 * updated at `base + i` seconds. Answers the ids.
 */
export async function insertManyEntries(db: Db, editionId: number, count: number, base: number): Promise<number[]> {
  const ids: number[] = [];
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += 500) {
      const rows = Array.from({ length: Math.min(500, count - start) }, (_, index) => ({
        edition_id: editionId,
        title: `Entry ${start + index}`,
        created_at: base,
        updated_at: base + start + index,
      }));
      const inserted = await trx.insertInto('contents').values(rows).returning('id').execute();
      ids.push(...inserted.map((row) => Number(row.id)));
    }
  });
  return ids;
}

interface Parse5Node {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: Array<{ name: string; value: string }>;
  childNodes?: Parse5Node[];
}

/** What a page's <head> tells search engines, read with parse5 (the HTML standard's parser), as a crawler reads it. */
export interface PageHead {
  title: string;
  /** <meta name|property> → content (the last of a name wins; og:locale:alternate and the like are few). */
  meta: Record<string, string>;
  links: Array<{ rel: string; hreflang: string | undefined; href: string }>;
  /** The text of each application/ld+json script. */
  jsonLd: string[];
}

export function readHead(html: string): PageHead {
  const document = parse(html) as unknown as Parse5Node;
  const head: PageHead = { title: '', meta: {}, links: [], jsonLd: [] };
  const text = (node: Parse5Node): string => (node.nodeName === '#text' ? (node.value ?? '') : (node.childNodes ?? []).map(text).join(''));
  const walk = (node: Parse5Node) => {
    const attrs = Object.fromEntries((node.attrs ?? []).map((attr) => [attr.name, attr.value]));
    if (node.tagName === 'title') head.title = text(node);
    else if (node.tagName === 'meta' && (attrs.name || attrs.property)) head.meta[attrs.name ?? attrs.property!] = attrs.content ?? '';
    else if (node.tagName === 'link' && attrs.rel) head.links.push({ rel: attrs.rel, hreflang: attrs.hreflang, href: attrs.href ?? '' });
    else if (node.tagName === 'script' && attrs.type === 'application/ld+json') head.jsonLd.push(text(node));
    for (const child of node.childNodes ?? []) walk(child);
  };
  walk(document);
  return head;
}
