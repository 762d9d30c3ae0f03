import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DateArray, EventAttributes } from 'ics';
import { CALENDAR_KIND, LINK_KIND, dropDayMod7 } from '../../../../shared/contract/calendar.ts';
import type { CalendarFeed, CalendarSubscriptionService } from './subscriptions-service.ts';
import { loadIcs } from '../../../lazy-modules.ts';

const FEED_PATH = '/calendar/feed/';
/** Feed secrets are 32 random bytes in base64url (43 characters). */
const TOKEN_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;
const BYDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The absolute feed URL of a secret, on the host the request came to. */
export function feedUrl(request: FastifyRequest, token: string): string {
  return `${request.protocol}://${request.host}${FEED_PATH}${token}.ics`;
}

/**
 * GET /calendar/feed/{secret}.ics: the user's followed activities as an iCalendar (RFC 5545)
 * feed phones subscribe to. Events and birthdays are timed UTC events with a reminder one hour
 * before the start; material drops are weekly all-day events on their drop days. With reminders
 * off the calendar is empty; an unknown or rotated secret answers 404.
 */
export function registerCalendarFeedRoute(app: FastifyInstance, services: { calendarSubscriptions: CalendarSubscriptionService }) {
  app.get(`${FEED_PATH}:file`, async (request, reply) => {
    const match = TOKEN_FILE.exec((request.params as { file: string }).file);
    if (!match) return notFound(reply);
    const feed = await services.calendarSubscriptions.feed(match[1]!);
    if (!feed) return notFound(reply);
    const origin = `${request.protocol}://${request.host}`;
    return reply
      .header('cache-control', 'private, max-age=300')
      .header('x-robots-tag', 'noindex')
      .header('content-disposition', 'inline; filename="calendar.ics"')
      .type('text/calendar; charset=utf-8')
      .send(await renderFeed(feed, origin, Date.now()));
  });
}

/** The feed as iCalendar text; activities that cannot be written (no start, no drop day) are left out. */
export async function renderFeed(feed: CalendarFeed, origin: string, nowMs: number): Promise<string> {
  const { createEvent, createEvents } = await loadIcs();
  const events = feed.activities.flatMap((activity) => {
    const event = toEvent(activity, feed, origin, nowMs, new URL(origin).hostname);
    // An event the library refuses (say, an odd URL) must not take the whole feed down.
    return event && !createEvent(event).error ? [event] : [];
  });
  const header = {
    productId: '-//Almanac//Activity calendar//EN',
    calName: feed.edition.name,
    method: 'PUBLISH',
  } as const;
  const { error, value } = createEvents(events, header);
  if (error || !value) throw error ?? new Error('calendar feed could not be written');
  return value;
}

function toEvent(activity: CalendarFeed['activities'][number], feed: CalendarFeed, origin: string, nowMs: number, host: string): EventAttributes | undefined {
  const url = activityUrl(activity, feed.edition.base_path, origin);
  const common = {
    uid: `activity-${activity.id}@${host}`,
    title: activity.title,
    timestamp: nowMs,
    ...(url ? { url } : {}),
  };
  if (activity.kind === CALENDAR_KIND.MATERIAL) {
    const days = dropDays(activity.drop_day);
    if (days.length === 0) return undefined;
    const first = firstDropDate(days, nowMs);
    return {
      ...common,
      start: first,
      end: dateArray(Date.UTC(first[0], first[1] - 1, first[2]) + DAY_MS),
      recurrenceRule: `FREQ=WEEKLY;BYDAY=${days.map((day) => BYDAY[day]).join(',')}`,
    };
  }
  const start = Number(activity.start_time);
  if (!(start > 0)) return undefined;
  const endTime = Number(activity.end_time);
  const end = endTime > start ? endTime * 1000 : start * 1000 + HOUR_MS;
  return {
    ...common,
    start: start * 1000,
    startInputType: 'utc',
    startOutputType: 'utc',
    end,
    endInputType: 'utc',
    endOutputType: 'utc',
    alarms: [
      {
        action: 'display',
        description: activity.title,
        trigger: { hours: 1, before: true },
      },
    ],
  };
}

/** Inner links go to the entry page on the wiki; outer ones to their http(s) address. */
function activityUrl(activity: CalendarFeed['activities'][number], basePath: string, origin: string): string | undefined {
  if (activity.jump_type === LINK_KIND.INNER && activity.content_id > 0)
    return `${origin}${basePath.replace(/\/?$/, '/')}content/${activity.content_id}/detail`;
  if (activity.jump_type === LINK_KIND.OUTER && activity.jump_url) {
    try {
      const url = new URL(activity.jump_url, origin);
      return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** drop_day JSON text → distinct weekdays 0 (Sunday) to 6, ascending. */
function dropDays(text: string): number[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const days = value
    .map((day) => (typeof day === 'string' && day.trim() !== '' ? Number(day) : day))
    .filter((day): day is number => typeof day === 'number' && Number.isInteger(day))
    .map(dropDayMod7);
  return [...new Set(days)].sort((a, b) => a - b);
}

/** The first date (UTC) from today on that falls on one of the days. */
function firstDropDate(days: number[], nowMs: number): DateArray {
  const today = new Date(nowMs);
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  for (let offset = 0; offset < 7; offset++) {
    const date = midnight + offset * DAY_MS;
    if (days.includes(new Date(date).getUTCDay())) return dateArray(date);
  }
  return dateArray(midnight);
}

function dateArray(ms: number): [number, number, number] {
  const date = new Date(ms);
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}

function notFound(reply: FastifyReply) {
  return reply.status(404).header('cache-control', 'no-store').type('text/plain').send('Not Found');
}
