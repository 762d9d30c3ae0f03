import { SEARCH_MAX_PAGE_NUM, SEARCH_MAX_PAGE_SIZE } from '../../shared/search-limits.ts';

/** One request of a class: the keyword, and the entry it was made from when there is one. */
export interface Query {
  keyword: string;
  /** The entry the keyword was made from: its index in the corpus, content id and name. */
  intended?: { entry: number; id: number; name: string };
}

export interface Latency {
  p50: number;
  p95: number;
  p99: number;
  resultsPerRequest: number;
  /** Share of the queries with an intended entry that found it in the first 3 results; undefined without such queries. */
  top3: number | undefined;
  /** The first `keepMisses` queries whose intended entry was not in the top 3, with what was. */
  misses: Array<{ keyword: string; intended: string; top3: string[] }>;
}

interface Answer {
  retcode: number;
  data: { list?: Array<{ entry_page_id: string; name: string }>; word_list?: string[] };
}

/** Answers of /wapi/search or /wapi/search_suggestion, checked. */
async function ask(base: string, route: string, keyword: string, pageNum = 1, pageSize = 10): Promise<Answer['data']> {
  const response = await fetch(`${base}${route}?keyword=${encodeURIComponent(keyword)}&page_num=${pageNum}&page_size=${pageSize}`);
  const body = (await response.json()) as Answer;
  if (body.retcode !== 0) throw new Error(`${route} '${keyword}' answered retcode ${body.retcode}`);
  return body.data;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const unmarked = (text: string) => text.replace(/<\/?em>/g, '');

/** Whether the first 3 results (ids, or the suggested names) hold the intended entry. */
function inTop3(data: Answer['data'], intended: NonNullable<Query['intended']>): boolean {
  if (data.list) return data.list.slice(0, 3).some((hit) => hit.entry_page_id === String(intended.id));
  return (data.word_list ?? []).slice(0, 3).some((word) => unmarked(word) === intended.name);
}

/**
 * Sends `warmup` queries untimed, then the others one after another (the load generator waits
 * for each answer: it is never the bottleneck), page 1 of 10 results as the search page asks.
 */
export async function measure(base: string, route: string, warmup: Query[], queries: Query[], keepMisses = 0): Promise<Latency> {
  for (const query of warmup) await ask(base, route, query.keyword);
  const times: number[] = [];
  let results = 0;
  let intended = 0;
  let found = 0;
  const misses: Latency['misses'] = [];
  for (const query of queries) {
    const start = performance.now();
    const data = await ask(base, route, query.keyword);
    times.push(performance.now() - start);
    results += (data.list ?? data.word_list ?? []).length;
    if (query.intended) {
      intended++;
      if (inTop3(data, query.intended)) found++;
      else if (misses.length < keepMisses) {
        const top3 = data.list ? data.list.slice(0, 3).map((hit) => unmarked(hit.name)) : (data.word_list ?? []).slice(0, 3).map(unmarked);
        misses.push({ keyword: query.keyword, intended: query.intended.name, top3 });
      }
    }
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    resultsPerRequest: results / queries.length,
    top3: intended === 0 ? undefined : found / intended,
    misses,
  };
}

export interface Completeness {
  /** Queries whose results held every page whose name contains the keyword. */
  complete: number;
  checked: number;
  /** Pages containing a keyword: the most, and on average. */
  mostContaining: number;
  meanContaining: number;
  /** Keywords with more containing pages than the deepest page the API serves (counted incomplete). */
  beyondReach: number;
}

/**
 * For each keyword, reads the results SEARCH_MAX_PAGE_SIZE at a time (untimed) until every
 * expected content id has shown, the list ends or the deepest page the API serves is read.
 */
export async function completeness(base: string, checks: Array<{ keyword: string; expected: number[] }>): Promise<Completeness> {
  const result: Completeness = { complete: 0, checked: checks.length, mostContaining: 0, meanContaining: 0, beyondReach: 0 };
  let containing = 0;
  for (const { keyword, expected } of checks) {
    containing += expected.length;
    result.mostContaining = Math.max(result.mostContaining, expected.length);
    if (expected.length > SEARCH_MAX_PAGE_NUM * SEARCH_MAX_PAGE_SIZE) {
      result.beyondReach++;
      continue;
    }
    const missing = new Set(expected.map(String));
    for (let page = 1; missing.size > 0 && page <= SEARCH_MAX_PAGE_NUM; page++) {
      const list = (await ask(base, '/wapi/search', keyword, page, SEARCH_MAX_PAGE_SIZE)).list ?? [];
      for (const hit of list) missing.delete(hit.entry_page_id);
      if (list.length < SEARCH_MAX_PAGE_SIZE) break;
    }
    if (missing.size === 0) result.complete++;
  }
  result.meanContaining = checks.length === 0 ? 0 : containing / checks.length;
  return result;
}
