import type { FastifyInstance, FastifyReply } from 'fastify';

/** One dependency readiness looks at. */
export interface ReadinessCheck {
  name: string;
  /**
   * true: the server cannot serve while this fails (the database), so readiness answers 503 and a
   * load balancer should send readers elsewhere. false: the server still serves (Redis, whose
   * counters fall back to the database; a full disk, where reads still work): readiness stays 200
   * and names the problem.
   */
  critical: boolean;
  /** Resolves when the dependency is usable; rejects with what is wrong. */
  check(): Promise<void>;
}

/** How long one check may take before it counts as failed. */
const CHECK_TIMEOUT_MS = 1_000;

/** The paths that always answer, overloaded or not (server/overload/overload-protection.ts). */
export const HEALTH_PATHS = ['/livez', '/readyz', '/healthz'] as const;

type CheckResult = { status: 'ok' } | { status: 'failed'; error: string };

async function runCheck(check: ReadinessCheck): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check.check(), timeout]);
    return { status: 'ok' };
  } catch (error) {
    return { status: 'failed', error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness and readiness, for load balancers and orchestrators:
 * - `GET /livez`: the process answers (restart it when this fails); never looks at a dependency.
 * - `GET /readyz` (and `/healthz`, its older name): every check, each within a second. 200
 *   `{"status":"ready"}` or `{"status":"degraded"}` (a non-critical check failed: still serving),
 *   503 `{"status":"unavailable"}` when a critical one failed; `checks` names each result.
 */
export function registerHealthRoutes(app: FastifyInstance, checks: readonly ReadinessCheck[]) {
  app.get('/livez', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  const readiness = async (_request: unknown, reply: FastifyReply) => {
    const results = await Promise.all(checks.map(async (check) => [check, await runCheck(check)] as const));
    const failed = results.filter(([, result]) => result.status === 'failed');
    const status = failed.some(([check]) => check.critical) ? 'unavailable' : failed.length > 0 ? 'degraded' : 'ready';
    return reply
      .status(status === 'unavailable' ? 503 : 200)
      .header('cache-control', 'no-store')
      .send({ status, checks: Object.fromEntries(results.map(([check, result]) => [check.name, result])) });
  };
  app.get('/readyz', readiness);
  app.get('/healthz', readiness);
}
