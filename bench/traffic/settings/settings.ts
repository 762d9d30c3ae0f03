/** The settings of `npm run bench:traffic`, from the environment (bench/traffic.ts lists them). */
import { numberFromEnv, wholeNumberFromEnv } from '../../settings.ts';

export const SETUP_NAMES = ['sqlite', 'postgres2', 'varnish'] as const;
export type SetupName = (typeof SETUP_NAMES)[number];

export interface TrafficSettings {
  /** Entry pages generated on top of the demo wiki. */
  pages: number;
  /** Channels they are spread over (under sections on home and in the catalogue). */
  channels: number;
  /** Seconds of each measured phase. */
  phaseSeconds: number;
  /** The crawl before a setup's phases (every page in both layouts once): its connections, and at most this long (0: none). */
  crawlConnections: number;
  crawlSeconds: number;
  /** Seconds of Zipf reading (no edits, not measured) after the crawl. */
  warmupSeconds: number;
  /** Reader connections, one round of phases per count. */
  connections: number[];
  /** Seconds between edits, one phase per value. */
  editIntervals: number[];
  setups: SetupName[];
  /** PostgreSQL of the postgres2 setup. */
  databaseUrl: string;
  /** Load generator threads (each drives its share of the connections). */
  threads: number;
  /** Varnish's memory storage, MB. */
  varnishMb: number;
  /** How long a poll waits for an edit to show before it counts as not visible. */
  visibleTimeoutSeconds: number;
}

/** A comma-separated list of positive numbers. */
function numbersFromEnv(name: string, fallback: number[]): number[] {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const values = raw.split(',').map((part) => Number(part.trim()));
  if (values.some((value) => !Number.isFinite(value) || value <= 0))
    throw new Error(`${name} must be a comma-separated list of positive numbers, got '${raw}'`);
  return values;
}

function setupsFromEnv(): SetupName[] {
  const raw = process.env.BENCH_SETUPS;
  if (raw === undefined || raw.trim() === '') return [...SETUP_NAMES];
  const names = raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  for (const name of names) {
    if (!(SETUP_NAMES as readonly string[]).includes(name)) throw new Error(`BENCH_SETUPS: unknown setup '${name}' (known: ${SETUP_NAMES.join(', ')})`);
  }
  return names as SetupName[];
}

export function trafficSettings(): TrafficSettings {
  return {
    pages: wholeNumberFromEnv('BENCH_PAGES', 20_000),
    channels: wholeNumberFromEnv('BENCH_CHANNELS', 200),
    phaseSeconds: numberFromEnv('BENCH_PHASE_SECONDS', 30),
    crawlConnections: wholeNumberFromEnv('BENCH_CRAWL_CONNECTIONS', 8),
    crawlSeconds: numberFromEnv('BENCH_CRAWL_SECONDS', 900, { allowZero: true }),
    warmupSeconds: numberFromEnv('BENCH_WARMUP_SECONDS', 20, { allowZero: true }),
    connections: numbersFromEnv('BENCH_CONNECTIONS', [8, 256]).map(Math.round),
    editIntervals: numbersFromEnv('BENCH_EDIT_INTERVALS', [10, 1]),
    setups: setupsFromEnv(),
    databaseUrl: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
    threads: wholeNumberFromEnv('BENCH_THREADS', 1),
    varnishMb: wholeNumberFromEnv('BENCH_VARNISH_MB', 1024),
    visibleTimeoutSeconds: numberFromEnv('BENCH_VISIBLE_TIMEOUT_SECONDS', 30),
  };
}
