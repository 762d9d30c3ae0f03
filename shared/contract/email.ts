import { z } from 'zod';
import { LANGUAGES, type Language } from '../language.ts';
import { NOTIFICATION_KINDS, type NotificationKind } from './notifications.ts';

/**
 * E-mail (issue 32; calls in calls/email.ts): the account's address, verified by a link sent to
 * it, and the unsubscribe links of the digests, which work without signing in. The browser
 * imports only the types.
 */

/** Verification mails one account may ask for per hour, and one address (a person's network) for every account. */
export const EMAIL_SEND_LIMITS = {
  account: { limit: 5, windowSeconds: 3_600 },
  address: { limit: 20, windowSeconds: 3_600 },
} as const;
/** Tries of a verification or unsubscribe link one address may make per 10 minutes (the tokens cannot be guessed; this keeps the table calm). */
export const EMAIL_LINK_LIMIT = { limit: 60, windowSeconds: 600 } as const;
/** How long a verification link stays valid, in seconds. */
export const EMAIL_VERIFY_TTL_SECONDS = 24 * 3_600;

/** What an unsubscribe link stops: one kind of notification in the link's edition, or every digest. */
export const UNSUBSCRIBE_SCOPES = ['all', ...NOTIFICATION_KINDS] as const;
export type UnsubscribeScope = 'all' | NotificationKind;

/** A verification token: 32 random bytes in base64url. */
export const VERIFY_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** An unsubscribe token: user id, edition id, scope and a signature (HMAC-SHA256, base64url, 32 characters). */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[0-9]{1,15}\.[0-9]{1,15}\.[a-z_]{2,32}\.[A-Za-z0-9_-]{32}$/;

/** POST v1/account/email/set: the address to verify (a link is mailed to it) and the language of its mails. */
export const emailSetBody = z.object({
  address: z
    .string({ error: 'must be text' })
    .trim()
    .max(254, 'must be at most 254 characters')
    .pipe(z.email({ error: 'must be an e-mail address such as name@example.com' })),
  language: z.enum(LANGUAGES, { error: "must be 'zh-CN' or 'en-US'" }).optional(),
});

/** POST v1/email/verify: the token of the link. */
export const emailVerifyBody = z.object({
  token: z.string({ error: 'must be text' }).regex(VERIFY_TOKEN_PATTERN, 'must be the token of a verification link'),
});

const unsubscribeToken = z.string({ error: 'must be text' }).regex(UNSUBSCRIBE_TOKEN_PATTERN, 'must be the token of an unsubscribe link');
/** GET v1/email/unsubscribe: what the link would stop. */
export const unsubscribeQuery = z.object({ token: unsubscribeToken });
/** POST v1/email/unsubscribe: stops it. */
export const unsubscribeBody = z.object({ token: unsubscribeToken });

// ---- answers (types only; the server builds them)

/** data of GET v1/account/email and of the calls that change it. */
export interface EmailState {
  /** Whether this server sends mail at all (SMTP_URL); false: no address can be verified. */
  configured: boolean;
  /** The verified address, null when none. */
  address: string | null;
  /** An address waiting for its link to be opened, null when none. */
  pending: string | null;
  /** The language its mails are written in. */
  language: Language;
}

/** data of POST v1/email/verify. */
export interface EmailVerifyAnswer {
  address: string;
}

/** data of GET and POST v1/email/unsubscribe. */
export interface UnsubscribeAnswer {
  scope: UnsubscribeScope;
  /** The address the digests go to, partly hidden (n***@example.com). */
  address: string;
  /** GET: whether the scope is still mailed (false: already stopped); POST: always false. */
  subscribed: boolean;
}
