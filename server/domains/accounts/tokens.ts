import crypto from 'node:crypto';

/** A new random session token (sent in the cookie) and the hash the database keeps. */
export function newToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** A numeric one-time code of the given length, uniformly random. */
export function newNumericCode(length = 6): string {
  return Array.from({ length }, () => crypto.randomInt(0, 10)).join('');
}
