import crypto from 'node:crypto';
import '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionViewer } from './viewer.ts';

/** A random id of an anonymous reader, so their views count once however often they come back. */
export const READER_COOKIE = 'almanac_reader';
const READER_COOKIE_DAYS = 365;
const READER_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * Who is reading, for counting page views: the signed-in user, else the reader cookie, else
 * (a first visit, or a client that keeps no cookies) the address with the User-Agent. The
 * answer is a hash, so no address or cookie value is stored. A reader without the cookie gets
 * one: HttpOnly, SameSite=Lax, Secure over HTTPS, like the session cookie.
 */
export function readerId(request: FastifyRequest, reply: FastifyReply, viewer: SessionViewer | undefined): string {
  const cookie = request.cookies?.[READER_COOKIE];
  const known = cookie !== undefined && READER_ID.test(cookie);
  if (!known) {
    reply.setCookie(READER_COOKIE, crypto.randomBytes(16).toString('base64url'), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: READER_COOKIE_DAYS * 86_400,
    });
  }
  const identity = viewer ? `user:${viewer.user.id}` : known ? `cookie:${cookie}` : `client:${request.ip}|${request.headers['user-agent'] ?? ''}`;
  return crypto.createHash('sha256').update(identity).digest('base64url');
}
