/** The settings of `npm run bench`, from the environment. */
import type { Encoding } from './static-server.ts';

export interface Settings {
  /** Seconds per target per round. */
  duration: number;
  rounds: number;
  /** Seconds of untimed load per target first. */
  warmup: number;
  /** Connections of the main figures. */
  connections: number;
  /** The one Accept-Encoding every request sends. */
  encoding: Encoding;
}

export function settingsFromEnv(): Settings {
  const encoding = (process.env.BENCH_ENCODING || 'br') as Encoding;
  if (!['br', 'gzip', 'identity'].includes(encoding)) throw new Error(`BENCH_ENCODING must be br, gzip or identity, got '${encoding}'`);
  return {
    duration: Math.max(1, Math.round(numberFromEnv('BENCH_DURATION', 5))),
    rounds: Math.max(1, Math.round(numberFromEnv('BENCH_ROUNDS', 3))),
    warmup: Math.round(numberFromEnv('BENCH_WARMUP', 1, { allowZero: true })),
    connections: Math.max(1, Math.round(numberFromEnv('BENCH_CONNECTIONS', 8))),
    encoding,
  };
}

/** A positive number from the environment; a bad value is reported and the default used. */
export function numberFromEnv(name: string, fallback: number, { allowZero = false } = {}): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (Number.isFinite(value) && (value > 0 || (allowZero && value === 0))) return value;
  console.error(`${name}=${raw} is not a ${allowZero ? 'non-negative' : 'positive'} number; using ${fallback}`);
  return fallback;
}

/** A positive whole number from the environment (counts: pages, records, uploads); a bad value stops the run. */
export function wholeNumberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, got '${raw}'`);
  return value;
}
