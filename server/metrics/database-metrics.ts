import type { LogEvent } from 'kysely';
import { Counter, Gauge, Histogram } from 'prom-client';
import { registry } from './registry.ts';

const queries = new Histogram({
  name: 'almanac_db_query_seconds',
  help: 'Database statements through Kysely, by kind (select, insert, update, delete, other: raw SQL and schema changes)',
  labelNames: ['operation'],
  buckets: [0.0001, 0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
  registers: [registry],
});

const failures = new Counter({
  name: 'almanac_db_query_errors_total',
  help: 'Database statements that failed, by kind',
  labelNames: ['operation'],
  registers: [registry],
});

const OPERATIONS: Record<string, string> = { SelectQueryNode: 'select', InsertQueryNode: 'insert', UpdateQueryNode: 'update', DeleteQueryNode: 'delete' };
// Each kind's histogram looked up once: observing then hashes no labels (this runs for every statement).
const timers = new Map(['select', 'insert', 'update', 'delete', 'other'].map((operation) => [operation, queries.labels({ operation })]));
const otherTimer = timers.get('other')!;

/** Kysely's `log` option: each statement's time into the histogram (Kysely times it only when a log is set). */
export function recordQuery(event: LogEvent): void {
  const operation = OPERATIONS[event.query.query.kind] ?? 'other';
  (timers.get(operation) ?? otherTimer).observe(event.queryDurationMillis / 1000);
  if (event.level === 'error') failures.inc({ operation });
}

/** What the scrapes read of a pg pool (its totalCount, idleCount, waitingCount). */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

const pools = new Set<PoolCounts>();

new Gauge({
  name: 'almanac_db_pool_connections',
  help: 'PostgreSQL connections of the app pools: total (open) and idle',
  labelNames: ['state'],
  registers: [registry],
  collect() {
    let total = 0;
    let idle = 0;
    for (const pool of pools) {
      total += pool.totalCount;
      idle += pool.idleCount;
    }
    if (pools.size === 0) return;
    this.set({ state: 'total' }, total);
    this.set({ state: 'idle' }, idle);
  },
});

new Gauge({
  name: 'almanac_db_pool_waiting',
  help: 'Requests waiting for a PostgreSQL connection of the app pools',
  registers: [registry],
  collect() {
    let waiting = 0;
    for (const pool of pools) waiting += pool.waitingCount;
    this.set(waiting);
  },
});

/** Reports a PostgreSQL pool's use until the function it gives is called (the pool ended). */
export function watchPool(pool: PoolCounts): () => void {
  pools.add(pool);
  return () => void pools.delete(pool);
}

const reachable = new Gauge({
  name: 'almanac_database_up',
  help: "1 while PostgreSQL answers, 0 while the pool's circuit breaker refuses connections (an outage)",
  labelNames: ['dialect'],
  registers: [registry],
  // One worker that cannot reach the database is enough to say so.
  aggregator: 'min',
});

export function setDatabaseUp(up: boolean): void {
  reachable.set({ dialect: 'postgres' }, up ? 1 : 0);
}
