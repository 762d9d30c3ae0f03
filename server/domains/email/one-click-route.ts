import type { FastifyInstance } from 'fastify';
import { UNSUBSCRIBE_TOKEN_PATTERN } from '../../../shared/contract/email.ts';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../domain-error.ts';
import type { EmailService } from './email-service.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

const PATH = '/email/unsubscribe/:token';

/**
 * The digests' List-Unsubscribe address, outside any edition: a mail program's one-click POST
 * (RFC 8058, body `List-Unsubscribe=One-Click`) stops every digest at once; a GET (a person who
 * opened the address) goes to the edition's unsubscribe page, which asks before it stops them.
 */
export function registerOneClickUnsubscribe(app: FastifyInstance, db: Db, email: EmailService) {
  void app.register(async (scope) => {
    // Mail programs post a form; this route takes one (nothing else on the site does).
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, body));
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => done(null, body));
    const formTypes = { bodyTypes: ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'] };

    scope.post(PATH, { config: formTypes }, async (request, reply) => {
      const { token } = request.params as { token: string };
      reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8');
      if (!UNSUBSCRIBE_TOKEN_PATTERN.test(token)) return reply.code(404).send('not an unsubscribe link\n');
      try {
        await email.unsubscribe(token, request.ip);
        return reply.send('unsubscribed from every e-mail digest\n');
      } catch (error) {
        if (error instanceof DomainError && error.kind === 'invalid') return reply.code(404).send('not an unsubscribe link\n');
        if (error instanceof DomainError && error.kind === 'rate_limited')
          return reply
            .code(429)
            .header('retry-after', String(error.retryAfter ?? 60))
            .send(`${error.message}\n`);
        throw error;
      }
    });

    scope.get(PATH, async (request, reply) => {
      const { token } = request.params as { token: string };
      const claims = UNSUBSCRIBE_TOKEN_PATTERN.test(token) ? readUnsubscribeToken(token) : undefined;
      const edition = claims && (await db.selectFrom('editions').select('base_path').where('id', '=', claims.editionId).executeTakeFirst());
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      if (!edition) return reply.code(404).type('text/plain; charset=utf-8').send('not an unsubscribe link\n');
      return reply.redirect(`${edition.base_path}email/unsubscribe?token=${encodeURIComponent(token)}`, 303);
    });
  });
}
