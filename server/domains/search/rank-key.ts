/**
 * Popularity order of the index. Ranking ties go to the most viewed entry, and a very common
 * word matches tens of thousands of entries: sorting them all per query is too slow. Each entry
 * therefore gets a rank key, smaller for more page views (ties by content id), and the index
 * keeps its postings in that order (the FTS5 rowid on SQLite, a btree on PostgreSQL), so the
 * top results of any match are its first postings. Keys are taken when an entry is (re)indexed;
 * refreshSearchRanks() re-keys entries whose views moved since, rebuildSearchIndex() all.
 */
const ID_SPACE = 2 ** 32;
/** Page views counted exactly up to here, then on a logarithmic scale (all below 2^20). */
const EXACT_VIEWS = 2 ** 19;
const SCORE_MAX = 2 ** 20 - 1;

function popularityScore(pv: number): number {
  const views = Math.max(0, Math.floor(pv));
  if (views <= EXACT_VIEWS) return views;
  return Math.min(SCORE_MAX, EXACT_VIEWS + Math.floor(Math.log(views / EXACT_VIEWS) / Math.log(1.0001)));
}

/** The rank key of a content with pv page views (a safe integer below 2^52). */
export function rankKey(contentId: number, pv: number): number {
  return (SCORE_MAX - popularityScore(pv)) * ID_SPACE + contentId;
}
