import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_STREAM_HEARTBEAT_MS, NOTIFICATION_STREAM_PATH, type NotificationItem } from '../../../shared/contract/notifications.ts';
import { Retcode } from '../../../shared/contract/retcode.ts';
import { ApiError, notFound } from '../../api/errors.ts';
import { readSessionToken } from '../../api/session-cookie.ts';
import { resolveViewer } from '../../api/viewer.ts';
import { OVERLOAD_EXEMPT } from '../../overload/exempt.ts';
import { requestContext } from '../../policies/request-context.ts';
import { requireCan } from '../../policies/require.ts';
import type { Services } from '../services.ts';
import type { LiveHub, LiveStream } from './live-hub.ts';

export interface StreamLimits {
  /** Most streams one process keeps open. */
  perProcess: number;
  /** Most streams of one user in one process (tabs). */
  perUser: number;
}

export const STREAM_LIMITS: StreamLimits = { perProcess: 10_000, perUser: 8 };
/** Every this many heartbeats the stream checks the session is still live and the unread count (read in another SQLite process). */
const CHECK_EVERY_BEATS = 4;
/** Most missed notifications resent to a reconnecting stream (Last-Event-ID). */
const RESEND_MAX = 20;

/**
 * GET /api/:app_sn/wapi/notification/stream: server-sent events for the signed-in visitor's open
 * tabs (shared/contract/notifications.ts NOTIFICATION_STREAM_PATH). The answer is written on the
 * raw response (hijacked): no compression or ETag holds it back, every event is flushed as it is
 * written. It is not admitted by the overload guard (it would hold a slot for hours) but refused
 * while the server is under pressure, and bounded per process and per user. Shutdown ends every
 * stream first (preClose), so closing does not wait for them; EventSource reconnects elsewhere.
 */
export function registerNotificationStream(app: FastifyInstance, services: Services, hub: LiveHub, limits: StreamLimits = STREAM_LIMITS) {
  app.get(`/api/:app_sn${NOTIFICATION_STREAM_PATH}`, { config: OVERLOAD_EXEMPT }, async (request, reply) => {
    const token = readSessionToken(request);
    const context = requestContext(services, token);
    const appSn = (request.params as { app_sn: string }).app_sn;
    const edition = await context.editionBy({ appSn });
    if (!edition) throw notFound(`app_sn: unknown edition '${appSn}'`);
    const viewer = await resolveViewer(context, edition);
    if (!viewer) throw new ApiError(Retcode.LOGIN_REQUIRED, 401, 'please sign in first');
    requireCan(viewer, 'view-edition', { loginRequired: Boolean(edition.login_required) });
    const userId = viewer.user.id;
    const busy = (app as { isUnderPressure?: () => boolean }).isUnderPressure?.() === true;
    if (busy || hub.count() >= limits.perProcess) throw new ApiError(Retcode.SERVICE_UNAVAILABLE, 503, 'the server is busy; try again in 5 seconds', 5);
    if (hub.count(userId) >= limits.perUser) throw new ApiError(Retcode.RATE_LIMITED, 429, `at most ${limits.perUser} live streams at once; close a tab`, 5);

    const box = services.notifications.inbox;
    const lastEventId = Number(request.headers['last-event-id']);
    const [unread, missed] = await Promise.all([
      box.unread(userId, edition.id),
      Number.isSafeInteger(lastEventId) && lastEventId > 0 ? box.after(userId, edition.id, lastEventId, RESEND_MAX) : Promise.resolve([]),
    ]);

    reply.hijack();
    const response = reply.raw;
    // The headers hooks put on the reply (security headers), then the stream's own.
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) response.setHeader(name, value);
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'private, no-store, no-transform',
      // Proxies (nginx) pass each event on instead of buffering the answer.
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    response.socket?.setNoDelay(true);
    const write = (text: string) => {
      if (!response.writableEnded) response.write(text);
    };
    const stream: LiveStream = {
      userId,
      editionId: edition.id,
      unread,
      notification(item: NotificationItem) {
        write(`id: ${item.id}\nevent: notification\ndata: ${JSON.stringify(item)}\n\n`);
      },
      unreadCount(count: number) {
        stream.unread = count;
        write(`event: unread\ndata: ${JSON.stringify({ unread: count })}\n\n`);
      },
      end() {
        cleanup();
        response.end();
      },
    };
    // EventSource waits this long before reconnecting.
    write('retry: 3000\n\n');
    stream.unreadCount(unread);
    for (const item of missed) stream.notification(item);

    const remove = hub.open(stream);
    let beats = 0;
    const heartbeat = setInterval(() => {
      write(': heartbeat\n\n');
      if (++beats % CHECK_EVERY_BEATS !== 0) return;
      void (async () => {
        // A signed-out session's tabs stop hearing.
        if (!(await requestContext(services, token).session())) return stream.end();
        await hub.recount(userId);
      })().catch((error: unknown) => request.log.warn({ err: error }, 'notification stream: check failed'));
    }, NOTIFICATION_STREAM_HEARTBEAT_MS);
    heartbeat.unref();
    let cleaned = false;
    function cleanup() {
      if (cleaned) return;
      cleaned = true;
      clearInterval(heartbeat);
      remove();
    }
    response.once('close', cleanup);
  });
}
