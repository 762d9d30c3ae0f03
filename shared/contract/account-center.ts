import { z } from 'zod';
import type { ReportKind, ReportStatus } from './corrections.ts';
import { pageNumParam, pageSizeParam } from './queries.ts';

/**
 * The personal center's own calls (all private, all need a session): the signed-in sessions of
 * the account with signing one of them out or every other one, and the reader's own correction
 * and feedback reports with their review status. The browser imports only the types.
 */

/** Sessions one account may end per hour (one, or all others): a stolen session cannot hammer the table. */
export const SESSION_REVOKE_LIMIT = { limit: 60, windowSeconds: 3_600 } as const;

/** Reports one page of my_reports holds at most. */
export const MY_REPORTS_MAX_PAGE_SIZE = 50;

/** A session's public id: 24 hex digits (a hash of the stored hash, never the token or its hash). */
export const SESSION_ID_PATTERN = /^[0-9a-f]{24}$/;

/** POST v1/account/sessions/revoke: signs one of the caller's sessions out. */
export const sessionRevokeBody = z.object({
  session_id: z.string({ error: 'must be text' }).regex(SESSION_ID_PATTERN, 'must be a session id from v1/account/sessions'),
});

/** GET v1/account/my_reports: the caller's reports in this edition, newest first. */
export const myReportsQuery = z.object({
  page_num: pageNumParam,
  page_size: pageSizeParam(MY_REPORTS_MAX_PAGE_SIZE),
});
export type MyReportsQuery = z.infer<typeof myReportsQuery>;

// ---- answers (types only; the server builds them)

export type DeviceKind = 'mobile' | 'tablet' | 'desktop' | 'unknown';

/** One signed-in session of the caller's account. */
export interface SessionWire {
  session_id: string;
  /** Browser name and major version, '' when the User-Agent does not say. */
  browser: string;
  /** Operating system name, '' when unknown. */
  os: string;
  device: DeviceKind;
  /** The address it signed in from, its last part hidden (203.0.113.*). */
  ip: string;
  /** Unix seconds. */
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  /** The session of this very request. */
  current: boolean;
}

/** data of GET v1/account/sessions: live sessions, the current one first, then the most recently seen. */
export interface SessionListAnswer {
  list: SessionWire[];
}

/** data of POST v1/account/sessions/revoke and revoke_others. */
export interface SessionRevokeAnswer {
  ended: number;
}

/** One of the caller's own correction or feedback reports. */
export interface MyReportWire {
  id: number;
  kind: ReportKind;
  status: ReportStatus;
  reason: string;
  /** The entry page or content record it is about, while it exists (0 and '': none, or site feedback). */
  content_id: number;
  content_name: string;
  source_url: string;
  /** The reviewer's note, once reviewed. */
  review_note: string;
  created_at: number;
  /** 0 while pending. */
  reviewed_at: number;
}

/** data of GET v1/account/my_reports. */
export interface MyReportListAnswer {
  list: MyReportWire[];
  total: number;
}
