import type { Generated } from 'kysely';

/** Kysely types of the e-mail tables (created by migrations/0025-email.ts). */
export interface EmailTables {
  email_addresses: EmailAddressTable;
  email_verifications: EmailVerificationTable;
  email_digest_cursors: EmailDigestCursorTable;
  email_digests: EmailDigestTable;
}

/** An account's e-mail address; only a verified one (`address`) receives digests. */
export interface EmailAddressTable {
  user_id: number;
  /** The verified address; null until one is verified. */
  address: string | null;
  verified_at: number | null;
  /** An address asked for and not yet verified (the verified one keeps receiving until then). */
  pending_address: string | null;
  /** The interface language its mails are written in ('zh-CN' or 'en-US'). */
  language: Generated<string>;
  /** The origin the address was given on (links when PUBLIC_ORIGIN is unset). */
  origin: Generated<string>;
  /** Random key the unsubscribe links are signed with (HMAC-SHA256). */
  unsubscribe_key: string;
  updated_at: number;
}

/** A verification link sent: the token's SHA-256 only, expiring, used once. */
export interface EmailVerificationTable {
  id: Generated<number>;
  user_id: number;
  address: string;
  token_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** Per user and frequency: the last notification id the last digest held and when it was sent; a lease while sending. */
export interface EmailDigestCursorTable {
  user_id: number;
  /** 'daily' or 'weekly'. */
  frequency: string;
  last_notification_id: Generated<number>;
  last_sent_at_ms: Generated<number>;
  /** While a process sends this digest: until when the claim holds (0: free). */
  claimed_until_ms: Generated<number>;
  /** The last id of the digest being sent (0: none): a digest left unfinished by a crash is sent again with exactly these. */
  sending_last_id: Generated<number>;
}

/** A digest sent, recorded in the transaction that advances the cursor. */
export interface EmailDigestTable {
  id: Generated<number>;
  user_id: number;
  frequency: string;
  address: string;
  first_notification_id: number;
  last_notification_id: number;
  count: number;
  message_id: string;
  sent_at_ms: number;
}
