import crypto from 'node:crypto';
import { UNSUBSCRIBE_SCOPES, type UnsubscribeScope } from '../../../shared/contract/email.ts';

/** What an unsubscribe link names: whose digests, in which edition, and which kind (or all). */
export interface UnsubscribeTarget {
  userId: number;
  editionId: number;
  scope: UnsubscribeScope;
}

/** A new random signing key of an address (64 hex characters). */
export const newUnsubscribeKey = () => crypto.randomBytes(32).toString('hex');

const signature = (key: string, payload: string) => crypto.createHmac('sha256', key).update(`unsubscribe:${payload}`).digest('base64url').slice(0, 32);

/** The token of an unsubscribe link: `user.edition.scope.signature`, signed with the address's own key. */
export function unsubscribeToken(key: string, target: UnsubscribeTarget): string {
  const payload = `${target.userId}.${target.editionId}.${target.scope}`;
  return `${payload}.${signature(key, payload)}`;
}

/** The token's claims before the signature is checked (the key is the user's); undefined when malformed. */
export function readUnsubscribeToken(token: string): (UnsubscribeTarget & { payload: string; signature: string }) | undefined {
  const [user, edition, scope, signed] = token.split('.');
  if (!user || !edition || !scope || !signed || !(UNSUBSCRIBE_SCOPES as readonly string[]).includes(scope)) return undefined;
  return { userId: Number(user), editionId: Number(edition), scope: scope as UnsubscribeScope, payload: `${user}.${edition}.${scope}`, signature: signed };
}

/** Whether the signature is the key's (compared in constant time). */
export function signedBy(key: string, claims: { payload: string; signature: string }): boolean {
  const expected = Buffer.from(signature(key, claims.payload));
  const given = Buffer.from(claims.signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
