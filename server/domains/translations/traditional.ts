import { Converter } from 'opencc-js/cn2t';
import type { TraditionalView } from '../../../shared/content-language.ts';
import type { Db } from '../../db/database.ts';

/**
 * The traditional-Chinese reading view (issue 31): zh-cn text converted by phrase with OpenCC's
 * tables (Taiwan's with its phrases for zh-tw, Hong Kong's for zh-hk), after the edition's own
 * game terms (edition_terms, kept by its operators): a term's spelling is used exactly as the
 * operator wrote it, and OpenCC never sees it, so no term is ever converted wrongly. A human
 * zh-tw translation, where one exists, wins over this view (translations-service.ts).
 */

const OPENCC_TARGET: Record<TraditionalView, 'twp' | 'hk'> = { 'zh-tw': 'twp', 'zh-hk': 'hk' };
const opencc = new Map<TraditionalView, (text: string) => string>();
const openccOf = (view: TraditionalView) => {
  let convert = opencc.get(view);
  if (!convert) opencc.set(view, (convert = Converter({ from: 'cn', to: OPENCC_TARGET[view] })));
  return convert;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A converter of text to `view` with these terms ({simplified: traditional}) taking precedence, longest first. */
export function traditionalConverter(view: TraditionalView, terms: ReadonlyMap<string, string>): (text: string) => string {
  const convert = openccOf(view);
  const sources = [...terms.keys()].filter((source) => source.length > 0).sort((a, b) => b.length - a.length);
  if (sources.length === 0) return convert;
  const pattern = new RegExp(`(${sources.map(escapeRegExp).join('|')})`, 'u');
  return (text) =>
    text
      .split(pattern)
      // split with one capture group: odd places are the terms themselves.
      .map((part, index) => (index % 2 === 1 ? terms.get(part)! : part === '' ? part : convert(part)))
      .join('');
}

/** The edition's terms of one view: its zh-hk terms over its zh-tw ones for zh-hk (Hong Kong mostly spells game terms as Taiwan does). */
export async function editionTerms(db: Db, editionId: number, view: TraditionalView): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('edition_terms')
    .select(['lang', 'source', 'target'])
    .where('edition_id', '=', editionId)
    .where('lang', 'in', view === 'zh-hk' ? ['zh-tw', 'zh-hk'] : ['zh-tw'])
    .execute();
  const terms = new Map<string, string>();
  for (const row of rows) if (row.lang === 'zh-tw') terms.set(row.source, row.target);
  for (const row of rows) if (row.lang === 'zh-hk') terms.set(row.source, row.target);
  return terms;
}
