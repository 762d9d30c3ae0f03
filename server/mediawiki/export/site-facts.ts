import type { Db } from '../../db/database.ts';

/** MediaWiki's namespaces by their English canonical names (what a dump of an English wiki lists). */
const CANONICAL_NAMESPACES: Array<{ key: number; name: string }> = [
  { key: -2, name: 'Media' },
  { key: -1, name: 'Special' },
  { key: 0, name: '' },
  { key: 1, name: 'Talk' },
  { key: 2, name: 'User' },
  { key: 3, name: 'User talk' },
  { key: 4, name: 'Project' },
  { key: 5, name: 'Project talk' },
  { key: 6, name: 'File' },
  { key: 7, name: 'File talk' },
  { key: 8, name: 'MediaWiki' },
  { key: 9, name: 'MediaWiki talk' },
  { key: 10, name: 'Template' },
  { key: 11, name: 'Template talk' },
  { key: 12, name: 'Help' },
  { key: 13, name: 'Help talk' },
  { key: 14, name: 'Category' },
  { key: 15, name: 'Category talk' },
];

export interface SiteFacts {
  siteName: string;
  namespaces: Array<{ key: number; name: string }>;
}

/**
 * The site name and namespaces an export declares: those of the edition's last finished
 * MediaWiki import when it kept them (an imported revision's own text may say [[分类:X]]; the
 * re-import must read the same local names), else the edition's name and the English names.
 */
export async function siteFacts(db: Db, edition: { id: number; name: string }): Promise<SiteFacts> {
  const last = await db
    .selectFrom('mediawiki_imports')
    .select(['site_name', 'options'])
    .where('edition_id', '=', edition.id)
    .where('status', '=', 'finished')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  let namespaces = CANONICAL_NAMESPACES;
  try {
    const kept = (JSON.parse(last?.options ?? '{}') as { namespaces?: unknown }).namespaces;
    if (Array.isArray(kept)) {
      const local = new Map<number, string>();
      for (const item of kept as Array<{ key?: unknown; name?: unknown }>)
        if (typeof item.key === 'number' && typeof item.name === 'string') local.set(item.key, item.name);
      if (local.size > 0) namespaces = CANONICAL_NAMESPACES.map(({ key, name }) => ({ key, name: key === 0 ? '' : (local.get(key) ?? name) }));
    }
  } catch {
    // options that are not JSON: the English names
  }
  return { siteName: last?.site_name || edition.name, namespaces };
}
