import crypto from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { nowSeconds } from '../../clock.ts';
import { consumeOrRefuse, rateLimiter, type RateLimiter } from '../../rate-limit/rate-limit.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { MailUnavailable } from '../../mail/mailer.ts';
import { DomainError } from '../domain-error.ts';
import { isLanguage, type Language } from '../../../shared/language.ts';
import {
  EMAIL_LINK_LIMIT,
  EMAIL_SEND_LIMITS,
  EMAIL_VERIFY_TTL_SECONDS,
  type EmailState,
  type EmailVerifyAnswer,
  type UnsubscribeAnswer,
} from '../../../shared/contract/email.ts';
import { maskedAddress } from './mail-text.ts';
import { newUnsubscribeKey, readUnsubscribeToken, signedBy } from './unsubscribe-token.ts';
import { verificationMail } from './verification-mail.ts';
import { digestJob } from './digests.ts';

/** No mail can go out: SMTP_URL is unset, or its server did not take the mail. The API answers 503. */
export class EmailUnavailable extends Error {}

export interface EmailServiceOptions {
  /** undefined: SMTP_URL is unset, no e-mail features send. */
  mailer: Mailer | undefined;
  /** PUBLIC_ORIGIN: the links' origin; undefined: the origin the address was given on. */
  publicOrigin: string | undefined;
  rateLimits?: RateLimiter | undefined;
}

/** Where the account's mails are written from: the edition the address was given in and the request's origin. */
export interface AddressContext {
  ip: string;
  origin: string;
  edition: { id: number; name: string; base_path: string };
  user: { id: number; name: string };
}

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
/** The domain of an address is case-insensitive; its local part is kept as written. */
const normalized = (address: string) => {
  const at = address.lastIndexOf('@');
  return `${address.slice(0, at)}@${address.slice(at + 1).toLowerCase()}`;
};
const invalidLink = (why: string) => new DomainError('invalid', `token: ${why}`);

/**
 * E-mail: an account's address, verified by a link mailed to it (the token kept as its hash,
 * expiring, single use, each send counted per account and per network address), the unsubscribe
 * links of the digests (signed with the address's own key, no sign-in needed), and the digests
 * themselves (digests.ts).
 */
export function emailService(db: Db, options: EmailServiceOptions) {
  const limiter = options.rateLimits ?? rateLimiter(db);
  const mailer = options.mailer;

  async function state(userId: number): Promise<EmailState> {
    const row = await db.selectFrom('email_addresses').select(['address', 'pending_address', 'language']).where('user_id', '=', userId).executeTakeFirst();
    return {
      configured: mailer !== undefined,
      address: row?.address ?? null,
      pending: row?.pending_address ?? null,
      language: isLanguage(row?.language) ? row.language : 'zh-CN',
    };
  }

  /** The address's row and signing key of an unsubscribe token whose signature holds; refuses any other. */
  async function unsubscribeClaims(token: string, ip: string) {
    await consumeOrRefuse(limiter, `email-link:ip:${ip}`, EMAIL_LINK_LIMIT, 'e-mail links opened from this address');
    const claims = readUnsubscribeToken(token);
    const row = claims && (await db.selectFrom('email_addresses').selectAll().where('user_id', '=', claims.userId).executeTakeFirst());
    if (!claims || !row || !signedBy(row.unsubscribe_key, claims))
      throw invalidLink('not a valid unsubscribe link (it may belong to an address removed since)');
    return { claims, row };
  }

  /** The settings an unsubscribe token names that still mail: one kind in its edition, or every kind in every edition. */
  const mailedSettings = (claims: { userId: number; editionId: number; scope: string }) => {
    let query = db.updateTable('notification_settings').where('user_id', '=', claims.userId).where('email', '!=', 'off');
    if (claims.scope !== 'all') query = query.where('edition_id', '=', claims.editionId).where('kind', '=', claims.scope);
    return query;
  };

  return {
    state,
    configured: mailer !== undefined,

    /** Asks to use `address`: a verification link is mailed to it; the verified address (if any) keeps receiving until the link is opened. */
    async setAddress(input: { address: string; language: Language }, context: AddressContext): Promise<EmailState> {
      if (!mailer) throw new EmailUnavailable('e-mail is not configured on this server (SMTP_URL)');
      const address = normalized(input.address);
      const now = nowSeconds();
      const current = await db.selectFrom('email_addresses').select(['address']).where('user_id', '=', context.user.id).executeTakeFirst();
      if (current?.address === address) {
        // The verified address again: nothing to verify; a pending change is dropped.
        await db
          .updateTable('email_addresses')
          .set({ pending_address: null, language: input.language, updated_at: now })
          .where('user_id', '=', context.user.id)
          .execute();
        await db.updateTable('email_verifications').set({ used_at: now }).where('user_id', '=', context.user.id).where('used_at', 'is', null).execute();
        return state(context.user.id);
      }
      await consumeOrRefuse(limiter, `email-send:user:${context.user.id}`, EMAIL_SEND_LIMITS.account, 'verification mails for this account');
      await consumeOrRefuse(limiter, `email-send:ip:${context.ip}`, EMAIL_SEND_LIMITS.address, 'verification mails from this address');

      const token = crypto.randomBytes(32).toString('base64url');
      const verification = await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('email_addresses')
          .values({
            user_id: context.user.id,
            address: null,
            verified_at: null,
            pending_address: address,
            language: input.language,
            origin: context.origin,
            unsubscribe_key: newUnsubscribeKey(),
            updated_at: now,
          })
          .onConflict((oc) => oc.column('user_id').doUpdateSet({ pending_address: address, language: input.language, origin: context.origin, updated_at: now }))
          .execute();
        // Links sent earlier (to this or another address) stop working: only the newest one verifies.
        await trx.updateTable('email_verifications').set({ used_at: now }).where('user_id', '=', context.user.id).where('used_at', 'is', null).execute();
        return trx
          .insertInto('email_verifications')
          .values({
            user_id: context.user.id,
            address,
            token_hash: hashToken(token),
            created_at: now,
            expires_at: now + EMAIL_VERIFY_TTL_SECONDS,
            used_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      });

      const origin = options.publicOrigin ?? context.origin;
      const link = `${origin}${context.edition.base_path}email/verify?token=${token}&lang=${input.language}`;
      try {
        await mailer.send({ to: address, ...verificationMail(input.language, { site: context.edition.name, name: context.user.name, link }) });
      } catch (error) {
        if (!(error instanceof MailUnavailable)) throw error;
        // Nothing was sent: the link is void, and the try is not counted against the account.
        await db.deleteFrom('email_verifications').where('id', '=', verification.id).execute();
        await limiter.refund(`email-send:user:${context.user.id}`, EMAIL_SEND_LIMITS.account);
        throw new EmailUnavailable('the verification mail could not be sent; try again later');
      }
      return state(context.user.id);
    },

    /** Forgets the address (verified and pending): no mail goes to the account any more. */
    async removeAddress(userId: number): Promise<EmailState> {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('email_verifications').set({ used_at: nowSeconds() }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
        await trx.deleteFrom('email_addresses').where('user_id', '=', userId).execute();
      });
      return state(userId);
    },

    /** Opens a verification link: once, before it expires, and only the newest link of the account. */
    async verify(token: string, ip: string): Promise<EmailVerifyAnswer> {
      await consumeOrRefuse(limiter, `email-link:ip:${ip}`, EMAIL_LINK_LIMIT, 'e-mail links opened from this address');
      const now = nowSeconds();
      const row = await db.selectFrom('email_verifications').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst();
      if (!row || row.used_at !== null || row.expires_at <= now)
        throw invalidLink('this link has expired or was already used; ask for a new one in the personal center');
      const verified = await db.transaction().execute(async (trx) => {
        // Two opens at once: the first one marks it used, the other changes nothing.
        const used = await trx
          .updateTable('email_verifications')
          .set({ used_at: now })
          .where('id', '=', row.id)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) === 0) return false;
        const set = await trx
          .updateTable('email_addresses')
          .set({ address: row.address, verified_at: now, pending_address: null, updated_at: now })
          .where('user_id', '=', row.user_id)
          .where('pending_address', '=', row.address)
          .executeTakeFirst();
        return Number(set.numUpdatedRows) > 0;
      });
      if (!verified) throw invalidLink('this link has expired or was already used; ask for a new one in the personal center');
      return { address: row.address };
    },

    /** What an unsubscribe link would stop, and whether it still mails. */
    async unsubscribeInfo(token: string, ip: string): Promise<UnsubscribeAnswer> {
      const { claims, row } = await unsubscribeClaims(token, ip);
      let query = db.selectFrom('notification_settings').select('kind').where('user_id', '=', claims.userId).where('email', '!=', 'off');
      if (claims.scope !== 'all') query = query.where('edition_id', '=', claims.editionId).where('kind', '=', claims.scope);
      const mailed = await query.limit(1).executeTakeFirst();
      return { scope: claims.scope, address: maskedAddress(row.address ?? row.pending_address ?? ''), subscribed: mailed !== undefined };
    },

    /** Stops what the link names: its kind's e-mail in its edition set to 'off', or every kind's everywhere. */
    async unsubscribe(token: string, ip: string): Promise<UnsubscribeAnswer> {
      const { claims, row } = await unsubscribeClaims(token, ip);
      await mailedSettings(claims).set({ email: 'off' }).execute();
      return { scope: claims.scope, address: maskedAddress(row.address ?? row.pending_address ?? ''), subscribed: false };
    },

    /** The daily and weekly digests (housekeeping runs them; tests at a time of their choosing). */
    digests: digestJob(db, { mailer, publicOrigin: options.publicOrigin }),
  };
}

export type EmailService = ReturnType<typeof emailService>;
