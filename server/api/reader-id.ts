import crypto from 'node:crypto';
import '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionViewer } from './viewer.ts';

/** A random id of an anonymous reader, so their views count once however often they come back. */
export const READER_COOKIE = 'almanac_reader';
const READER_COOKIE_DAYS = 365;
const READER_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * Who is reading, for counting page views: the signed-in user, else the reader cookie. A reader
 * without the cookie (a first visit) gets one now and is counted under it, so the view is not
 * counted again when the cookie comes back. A client that keeps no cookie is a new reader each
 * time, as one that invents cookies is: the per-address ceiling bounds both. The answer is a
 * hash, so no cookie value is stored. The cookie is HttpOnly, SameSite=Lax and Secure over HTTPS,
 * like the session cookie.
 */
export function readerId(request: FastifyRequest, reply: FastifyReply, viewer: SessionViewer | undefined): string {
  if (viewer) return hashed(`user:${viewer.user.id}`);
  let cookie = request.cookies?.[READER_COOKIE];
  if (cookie === undefined || !READER_ID.test(cookie)) {
    cookie = crypto.randomBytes(16).toString('base64url');
    reply.setCookie(READER_COOKIE, cookie, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: READER_COOKIE_DAYS * 86_400,
    });
  }
  return hashed(`cookie:${cookie}`);
}

const hashed = (identity: string) => crypto.createHash('sha256').update(identity).digest('base64url');
