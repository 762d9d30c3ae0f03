/**
 * Load benchmark of the production server: `npm run bench`.
 *
 * Starts the built server on a free 127.0.0.1 port over a fresh demo wiki (SQLite in a temp
 * DATA_DIR, or PostgreSQL in a new schema when BENCH_DATABASE_URL is set), measures the home
 * page, a content detail page and one API call with autocannon, then prints throughput and
 * latency, the JavaScript and CSS each page loads (gzip -9) and the server's peak RSS.
 *
 * Env: BENCH_DURATION (s, default 10), BENCH_WARMUP (s, default 2), BENCH_CONNECTIONS (default 10),
 * BENCH_DATABASE_URL (postgres://…). Times never fail the run: it exits non-zero only when the
 * server cannot start or a page answers something other than 200.
 */
import { ms } from './format.ts';
import { ACCEPT_HTML, ACCEPT_JSON, BadStatusError, get } from './http.ts';
import { measurePageWeight, type PageWeight } from './js-size.ts';
import { measureTargets, stopLoad, type Target } from './load.ts';
import { printLoad, printMemory, printPageWeights, reportNon2xx } from './report.ts';
import { ensureBuild, readMemory, startServer, stopAll } from './server.ts';

const API_POSITION = '/api/ys_obc/v1/home/position';

async function main(): Promise<number> {
  const duration = numberFromEnv('BENCH_DURATION', 10);
  const warmup = Math.min(numberFromEnv('BENCH_WARMUP', 2, { allowZero: true }), duration);
  const connections = Math.max(1, Math.round(numberFromEnv('BENCH_CONNECTIONS', 10)));
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;

  await ensureBuild();
  const server = await startServer({ databaseUrl });
  try {
    console.log(`Almanac benchmark: node ${process.version}, ${server.dialect}, server pid ${server.pid} at ${server.origin}`);
    console.log(`server ready in ${ms(server.startupMs)} (migrate + seed demo wiki)`);

    const contentId = await pickContentId(server.origin);
    const targets: Target[] = [
      { name: 'home page (SSR)', path: '/ys/obc/?bbs_presentation_style=no_header', accept: ACCEPT_HTML },
      { name: `detail page (SSR, id ${contentId})`, path: `/ys/obc/content/${contentId}/detail`, accept: ACCEPT_HTML },
      { name: 'API home/position', path: API_POSITION, accept: ACCEPT_JSON },
    ];
    // Every target must answer 200 before any load is put on it.
    for (const target of targets) await get(`${server.origin}${target.path}`, target.accept);
    const beforeLoad = readMemory(server.pid);

    const options = { duration, warmup, connections };
    const results = await measureTargets(server.origin, targets, options);
    const afterLoad = readMemory(server.pid);

    printLoad(results, options);

    const pages: Array<[string, PageWeight]> = [];
    for (const target of targets.slice(0, 2)) pages.push([target.name, await measurePageWeight(`${server.origin}${target.path}`)]);
    printPageWeights(pages);
    printMemory(beforeLoad, afterLoad);
    return reportNon2xx(results) ? 1 : 0;
  } finally {
    await server.stop();
  }
}

/** The first content id the home position API lists (a real, published entry of the demo wiki). */
async function pickContentId(origin: string): Promise<number> {
  const body: unknown = JSON.parse((await get(`${origin}${API_POSITION}`, ACCEPT_JSON)).toString('utf8'));
  const nodes = field(field(body, 'data'), 'list');
  for (const node of Array.isArray(nodes) ? nodes : []) {
    const children = field(node, 'children');
    for (const child of Array.isArray(children) ? children : []) {
      const items = field(child, 'list');
      for (const item of Array.isArray(items) ? items : []) {
        const id = field(item, 'content_id');
        if (typeof id === 'number' && Number.isInteger(id) && id > 0) return id;
      }
    }
  }
  throw new BadStatusError(`${API_POSITION} lists no content_id to benchmark a detail page with`);
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** A positive number from the environment; a bad value is reported and the default used. */
function numberFromEnv(name: string, fallback: number, { allowZero = false } = {}): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (Number.isFinite(value) && (value > 0 || (allowZero && value === 0))) return value;
  console.error(`${name}=${raw} is not a ${allowZero ? 'non-negative' : 'positive'} number; using ${fallback}`);
  return fallback;
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // A second Ctrl-C exits at once; the exit hook in server.ts still kills the server and removes the temp dir.
    if (interrupted) process.exit(130);
    interrupted = true;
    console.error(`\n${signal}: stopping the server`);
    stopLoad();
    void stopAll().finally(() => process.exit(130));
  });
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    if (interrupted) return; // the signal handler cleans up and exits
    console.error(error instanceof Error ? `\nbenchmark failed: ${error.message}` : error);
    await stopAll();
    process.exit(1);
  },
);
