import type { FastifyInstance } from 'fastify';
import type { Services } from './services/index.ts';

const EVERY_MS = 60 * 60 * 1000;

/** Hourly clean-up of expired sessions, finished rate-limit windows and expired uploads with their chunks (any process may run it). */
export function scheduleHousekeeping(app: FastifyInstance, services: Services) {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      await services.accounts.sessions.pruneExpired();
      await services.accounts.limiter.prune();
      const uploads = await services.corrections.uploads.sweepExpired();
      if (uploads > 0) app.log.info({ uploads }, 'expired uploads swept');
    } catch (error) {
      app.log.warn({ err: error }, 'housekeeping failed');
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void run(), EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
