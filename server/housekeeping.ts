import type { FastifyInstance } from 'fastify';
import type { Services } from './domains/services.ts';
import type { Db } from './db/database.ts';
import { pruneContentChanges } from './content-changes/content-changed.ts';

const EVERY_MS = 60 * 60 * 1000;
/** How often search rankings take up the page views counted since (server/domains/search/refresh-ranks.ts). */
export const RANKINGS_EVERY_MS = 10 * 60 * 1000;
/** How often the e-mail digests that are due go out (a daily one within a quarter of an hour of its time). */
export const DIGESTS_EVERY_MS = 15 * 60 * 1000;

/** Hourly clean-up of expired sessions, content changes older than a day, finished rate-limit windows, view marks, expired uploads with their chunks and finished pictures nothing refers to, search rankings refreshed every 10 minutes, and the e-mail digests that are due every 15 (any process may run them). */
export function scheduleHousekeeping(app: FastifyInstance, services: Services, db: Db) {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      await services.accounts.sessions.pruneExpired();
      await services.accounts.limiter.prune();
      await services.pageViews.pruneMarks();
      await pruneContentChanges(db);
      const uploads = await services.corrections.uploads.sweepExpired();
      if (uploads > 0) app.log.info({ uploads }, 'expired uploads swept');
      const unreferenced = await services.corrections.uploads.sweepUnreferenced();
      if (unreferenced.marked + unreferenced.deleted > 0) app.log.info(unreferenced, 'unreferenced uploads marked and deleted');
    } catch (error) {
      app.log.warn({ err: error }, 'housekeeping failed');
    }
  };
  let rankingsTimer: NodeJS.Timeout | undefined;
  let refreshing = false;
  const refreshRankings = async () => {
    if (refreshing) return; // a slow run is still going: skip this turn
    refreshing = true;
    try {
      const rekeyed = await services.search.refreshRanks();
      if (rekeyed > 0) app.log.info({ rekeyed }, 'search rankings refreshed from page views');
    } catch (error) {
      app.log.warn({ err: error }, 'search rankings refresh failed');
    } finally {
      refreshing = false;
    }
  };
  let digestsTimer: NodeJS.Timeout | undefined;
  let mailing = false;
  const sendDigests = async () => {
    if (mailing) return;
    mailing = true;
    try {
      const { sent, failed } = await services.email.digests.run(Date.now(), (message, error) => app.log.warn({ err: error }, message));
      if (sent + failed > 0) app.log.info({ sent, failed }, 'e-mail digests sent');
    } catch (error) {
      app.log.warn({ err: error }, 'e-mail digests failed');
    } finally {
      mailing = false;
    }
  };
  app.addHook('onReady', async () => {
    // Only with SMTP_URL: the daily and weekly digests that are due (server/domains/email/digests.ts).
    if (services.email.configured) {
      digestsTimer = setInterval(() => void sendDigests(), DIGESTS_EVERY_MS);
      digestsTimer.unref();
    }
    timer = setInterval(() => void run(), EVERY_MS);
    timer.unref();
    rankingsTimer = setInterval(() => void refreshRankings(), RANKINGS_EVERY_MS);
    rankingsTimer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearInterval(rankingsTimer);
    clearInterval(digestsTimer);
  });
}
