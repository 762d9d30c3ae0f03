/**
 * PostgreSQL outage under load (issue #26): the compiled server (`npm run build` first), two
 * workers, on a throwaway PostgreSQL cluster of its own (tests/support/postgres-cluster.ts), with
 * readers (a cached page, an API read, an uncached page) and writers (favorites, acknowledged or
 * not). PostgreSQL is stopped for BENCH_OUTAGE_S seconds (default 100), then started again.
 *
 *   node --import tsx bench/faults-postgres.ts          (BENCH_OUTAGE_S=20 for a quick run)
 *
 * Prints: worker deaths (worker process ids that went away), cached-page answers during the
 * outage, the slowest uncached answer during the outage and its statuses (target ≤ 1 s, 503),
 * time from the restart to full service (target ≤ 5 s), acknowledged writes lost (target 0).
 * Sends traffic only to 127.0.0.1; every loop stops by itself.
 */
import pg from 'pg';
import { createPostgresCluster, postgresClusterUnavailableReason } from '../tests/support/postgres-cluster.ts';
import { processTree } from './cpu.ts';
import { heading, printTable } from './format.ts';
import { buildDir, ensureBuild, startServer, stopAll, type BenchServer } from './server.ts';

const OUTAGE_S = Number(process.env.BENCH_OUTAGE_S ?? 100);
const WORKERS = 2;
const PAUSE_MS = 50;

interface Answer {
  at: number;
  kind: 'cached page' | 'api read' | 'uncached page' | 'write';
  status: number;
  ms: number;
}

async function main() {
  const reason = postgresClusterUnavailableReason();
  if (reason) throw new Error(`cannot run: ${reason}`);
  await ensureBuild();
  console.log(`build: ${buildDir}; outage ${OUTAGE_S} s; ${WORKERS} workers`);
  const cluster = await createPostgresCluster();
  const client = new pg.Client({ connectionString: cluster.url });
  let server: (BenchServer & { schema?: string | undefined }) | undefined;
  try {
    server = await startServer({ databaseUrl: cluster.url, env: { WEB_CONCURRENCY: String(WORKERS) } });
    const origin = server.origin;
    await client.connect();
    const schema = client.escapeIdentifier(server.schema!);
    const edition = (
      await client.query<{ app_sn: string; base_path: string }>(`select app_sn, base_path from ${schema}.editions where login_required = 0 order by id limit 1`)
    ).rows[0]!;
    const contentIds = (await client.query<{ id: number }>(`select id from ${schema}.contents order by id limit 300`)).rows.map((row) => Number(row.id));
    await client.end();

    const accounts = [await signUp(origin, edition.app_sn), await signUp(origin, edition.app_sn)];
    const cachedUrl = `${origin}${edition.base_path}`;
    // Warm the page in every worker (each has its own cache): a few rounds until they are hits.
    for (let round = 0; round < 20; round++) await fetch(cachedUrl).then((response) => response.arrayBuffer());

    const answers: Answer[] = [];
    const acknowledged: { cookie: string; contentId: number }[] = [];
    let running = true;
    let uncached = 0;
    const timed = async (kind: Answer['kind'], make: () => Promise<Response>) => {
      const started = performance.now();
      try {
        const response = await make();
        const body = await response.arrayBuffer();
        answers.push({ at: Date.now(), kind, status: response.status, ms: performance.now() - started });
        return { response, body };
      } catch {
        answers.push({ at: Date.now(), kind, status: 0, ms: performance.now() - started });
        return undefined;
      }
    };
    const loop = async (work: () => Promise<void>) => {
      while (running) {
        await work();
        await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      }
    };
    const signal = () => AbortSignal.timeout(10_000);
    const loops = [
      loop(async () => void (await timed('cached page', () => fetch(cachedUrl, { signal: signal() })))),
      loop(async () => void (await timed('api read', () => fetch(`${origin}/api/${edition.app_sn}/wapi/get_menus`, { signal: signal() })))),
      loop(async () => void (await timed('uncached page', () => fetch(`${cachedUrl}?bench=${++uncached}`, { signal: signal() })))),
      ...accounts.map((cookie, offset) =>
        (async () => {
          for (let index = offset; running; index = (index + accounts.length) % contentIds.length) {
            const contentId = contentIds[index]!;
            const answer = await timed('write', () =>
              fetch(`${origin}/api/${edition.app_sn}/wapi/entry_page/favorite`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', cookie },
                body: JSON.stringify({ entry_page_id: contentId }),
                signal: signal(),
              }),
            );
            if (answer?.response.status === 200 && (JSON.parse(Buffer.from(answer.body).toString('utf8')) as { retcode: number }).retcode === 0)
              acknowledged.push({ cookie, contentId });
            await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
          }
        })(),
      ),
    ];

    const workerPids = new Set<number>();
    const watchWorkers = () =>
      processTree(server!.pid)
        .slice(1)
        .forEach((pid) => workerPids.add(pid));
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    watchWorkers();
    const initialWorkers = workerPids.size;
    const watcher = setInterval(watchWorkers, 200);

    console.log(`stopping PostgreSQL for ${OUTAGE_S} s`);
    const stopping = Date.now();
    await cluster.stop();
    const down = Date.now();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_S * 1000));
    await cluster.start();
    const up = Date.now();
    console.log('PostgreSQL started again');
    // Full service: from the last answer that was not a 200 on, every kind answers 200 (3 s of them, up to 60 s).
    const kinds: Answer['kind'][] = ['api read', 'uncached page', 'write', 'cached page'];
    const lastFailure = () => Math.max(up, ...answers.filter((answer) => answer.at > up && answer.status !== 200).map((answer) => answer.at));
    const recovered = () =>
      Date.now() - lastFailure() > 3_000 &&
      kinds.every((kind) => answers.some((answer) => answer.kind === kind && answer.at > lastFailure() && answer.status === 200));
    while (Date.now() < up + 60_000 && !recovered()) await new Promise((resolve) => setTimeout(resolve, 100));
    const fullAt = recovered() ? lastFailure() : undefined;
    running = false;
    await Promise.all(loops);
    clearInterval(watcher);
    watchWorkers();

    // Every acknowledged favorite must be in the database.
    const check = new pg.Client({ connectionString: cluster.url });
    await check.connect();
    const rows = await check.query<{ user_id: number; content_id: number }>(`select user_id, content_id from ${schema}.favorites where kind = 'entry'`);
    await check.end();
    const stored = new Set(rows.rows.map((row) => `${row.user_id}:${row.content_id}`));
    const userOf = new Map(await Promise.all(accounts.map(async (cookie) => [cookie, await userId(origin, edition.app_sn, cookie)] as const)));
    const lost = acknowledged.filter((write) => !stored.has(`${userOf.get(write.cookie)}:${write.contentId}`));

    const during = answers.filter((answer) => answer.at > down && answer.at <= up);
    const stats = (kind: Answer['kind']) => {
      const list = during.filter((answer) => answer.kind === kind);
      const statuses = new Map<number, number>();
      for (const answer of list) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const slowest = Math.max(0, ...list.map((answer) => answer.ms));
      return [kind, String(list.length), [...statuses].map(([status, count]) => `${status}×${count}`).join(' '), `${slowest.toFixed(0)} ms`];
    };
    heading(`PostgreSQL stopped ${((up - down) / 1000).toFixed(1)} s (pg_ctl stop took ${down - stopping} ms)`);
    printTable(['during the outage', 'answers', 'statuses', 'slowest'], [stats('cached page'), stats('api read'), stats('uncached page'), stats('write')]);
    const uncachedDuring = during.filter((answer) => answer.kind !== 'cached page');
    printTable(
      ['figure', 'value', 'target'],
      [
        ['worker deaths', String(workerPids.size - initialWorkers), '0'],
        [
          'cached-page answers 200 during the outage',
          `${during.filter((a) => a.kind === 'cached page' && a.status === 200).length} of ${during.filter((a) => a.kind === 'cached page').length}`,
          'all',
        ],
        ['slowest non-cached answer during the outage', `${Math.max(0, ...uncachedDuring.map((a) => a.ms)).toFixed(0)} ms`, '≤ 1000 ms'],
        ['non-cached answers not 503 during the outage', String(uncachedDuring.filter((a) => a.status !== 503).length), '0'],
        ['restart to full service', fullAt === undefined ? 'not within 60 s' : `${((fullAt - up) / 1000).toFixed(2)} s`, '≤ 5 s'],
        ['acknowledged writes', String(acknowledged.length), ''],
        ['acknowledged writes lost', String(lost.length), '0'],
      ],
    );
  } finally {
    await client.end().catch(() => {});
    await server?.stop();
    await stopAll();
    cluster.remove();
  }
}

async function signUp(origin: string, appSn: string): Promise<string> {
  const response = await fetch(`${origin}/api/${appSn}/v1/account/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login_name: `pgfault_${Math.random().toString(36).slice(2, 10)}`, password: 'bench-password-1' }),
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

async function userId(origin: string, appSn: string, cookie: string): Promise<number> {
  const response = await fetch(`${origin}/api/${appSn}/v1/account/user_info`, { headers: { cookie } });
  const body = (await response.json()) as { data?: { user_info?: { aid?: number } } };
  const aid = body.data?.user_info?.aid;
  if (typeof aid !== 'number') throw new Error(`user_info: ${JSON.stringify(body).slice(0, 200)}`);
  return aid;
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopAll();
  process.exitCode = 1;
});
