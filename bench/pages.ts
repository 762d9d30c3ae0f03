/**
 * The pages the benchmarks measure, found on a running demo wiki: the big entry (「大型条目示例」:
 * 40 modules, three 200-row tables), a typical entry (the first entry the home lists: a character),
 * home, and a channel page (the first catalogue channel with entries).
 */
import { ACCEPT_JSON, BadStatusError, BROWSER_HEADERS, assertLoopback, get, waitRetryAfter } from './http.ts';

export const EDITION_PATH = '/ys/obc/';
const API = '/api/ys_obc';
const API_POSITION = `${API}/v1/home/position`;
export const LARGE_ENTRY_TITLE = '大型条目示例';

export interface Page {
  /** Short name: file names and table rows. */
  name: 'big-entry' | 'typical-entry' | 'home' | 'channel';
  label: string;
  path: string;
}

/** The large entry's id, found through the entry pages batch (it is in no channel). */
export async function findLargeEntry(origin: string): Promise<number> {
  for (let start = 1; start < 5_000; start += 100) {
    const ids = Array.from({ length: 100 }, (_, i) => start + i);
    const url = `${origin}${API}/wapi/entry_pages`;
    assertLoopback(url);
    let response: Response;
    for (let attempt = 1; ; attempt++) {
      response = await fetch(url, {
        method: 'POST',
        headers: { ...BROWSER_HEADERS, accept: ACCEPT_JSON, 'content-type': 'application/json' },
        body: JSON.stringify({ entry_page_ids: ids }),
      });
      if (response.status !== 503 || attempt >= 20) break;
      await response.arrayBuffer();
      await waitRetryAfter(response.headers.get('retry-after'));
    }
    const answer = (await response.json()) as { data?: { entry_pages?: Array<{ id: number; name: string }> } };
    const found = answer.data?.entry_pages?.find((page) => page.name === LARGE_ENTRY_TITLE);
    if (found) return found.id;
  }
  throw new BadStatusError(`no entry page named ${LARGE_ENTRY_TITLE}`);
}

interface PositionNode {
  channel_id?: unknown;
  children?: PositionNode[];
  list?: Array<{ content_id?: unknown }>;
}

async function positions(origin: string): Promise<PositionNode[]> {
  const body = JSON.parse((await get(`${origin}${API_POSITION}`, ACCEPT_JSON)).toString('utf8')) as { data?: { list?: PositionNode[] } };
  return Array.isArray(body.data?.list) ? body.data.list : [];
}

/** The first content id listed under a catalogue channel (a published character entry in the demo). */
function firstEntry(nodes: PositionNode[]): number {
  for (const node of nodes) {
    for (const child of node.children ?? []) {
      const id = child.list?.[0]?.content_id;
      if (typeof id === 'number' && Number.isInteger(id) && id > 0) return id;
    }
  }
  throw new BadStatusError(`${API_POSITION} lists no content_id to benchmark a detail page with`);
}

/** The first catalogue channel (a top channel and its child) that lists entries. */
function firstChannel(nodes: PositionNode[]): string {
  for (const node of nodes) {
    for (const child of node.children ?? []) {
      if ((child.list?.length ?? 0) > 0) return `${EDITION_PATH}channel/map/${String(node.channel_id)}/${String(child.channel_id)}`;
    }
  }
  throw new BadStatusError(`${API_POSITION} lists no channel with entries`);
}

/** The four pages, in the order they are measured. */
export async function findPages(origin: string): Promise<Page[]> {
  const nodes = await positions(origin);
  const big = await findLargeEntry(origin);
  const typical = firstEntry(nodes);
  return [
    { name: 'big-entry', label: `big entry (${big})`, path: `${EDITION_PATH}content/${big}/detail` },
    { name: 'typical-entry', label: `typical entry (${typical})`, path: `${EDITION_PATH}content/${typical}/detail` },
    { name: 'home', label: 'home', path: EDITION_PATH },
    { name: 'channel', label: 'channel', path: firstChannel(nodes) },
  ];
}
