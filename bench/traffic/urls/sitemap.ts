import { seededShuffle } from '../load/seeded-shuffle.ts';

/** What readers and editors work on, read from the edition's sitemaps as a crawler would. */
export interface Pages {
  /** Home, then every channel page and content page in a fixed random order: the popularity order of the Zipf law. */
  ranked: string[];
  /** The entry page path of a content id. */
  entryPath(id: number): string;
  channels: number;
  /** Pages of contents (entry pages, and articles of the demo). */
  entries: number;
}

const ENTRY = /^(.*\/content\/)(\d+)(\/detail)$/;

async function text(url: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
    const body = await response.text();
    if (response.status === 200) return body;
    if (response.status !== 503 || attempt === 20) throw new Error(`GET ${url}: ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!));

/**
 * Every page of the sitemaps of the edition at basePath (its index, then each file), each once:
 * the sitemaps list every page once per language (`?lang=`), readers follow the links without it.
 * Section pages other than home (encyclopedia, recent updates) are left out.
 */
export async function pagesFromSitemaps(origin: string, basePath: string): Promise<Pages> {
  const files = locs(await text(`${origin}${basePath}sitemap.xml`));
  const paths = new Set<string>();
  for (const file of files) {
    for (const url of locs(await text(`${origin}${file.pathname}`))) paths.add(url.pathname);
  }
  const home = basePath;
  const channels = [...paths].filter((path) => path.startsWith(`${basePath}channel/`)).sort();
  const entries = [...paths].filter((path) => ENTRY.test(path)).sort();
  if (!paths.has(home) || entries.length === 0) throw new Error(`the sitemaps of ${basePath} list no home or no entry page`);
  const prefix = ENTRY.exec(entries[0]!)!;
  return {
    ranked: [home, ...seededShuffle([...channels, ...entries], 27)],
    entryPath: (id) => `${prefix[1]}${id}${prefix[3]}`,
    channels: channels.length,
    entries: entries.length,
  };
}
