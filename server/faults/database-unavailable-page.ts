import type { FastifyReply, FastifyRequest } from 'fastify';
import { enUS } from '../../app/i18n/en-US.ts';
import { zhCN } from '../../app/i18n/zh-CN.ts';
import { chooseLanguage, LANGUAGE_QUERY, languageFromCookies, uiLanguage } from '../../shared/language.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from './database-unavailable.ts';

/**
 * The answer to a page whose render failed because the database cannot be reached: 503 with
 * Retry-After and one line in the reader's language (?lang, else their cookie, else the wiki's
 * first language: the edition's default would need the database), never stored by any cache.
 */
export function sendDatabaseUnavailablePage(request: FastifyRequest, reply: FastifyReply) {
  const query = new URL(request.url, 'http://localhost').searchParams.get(LANGUAGE_QUERY);
  const language = chooseLanguage({ query, cookie: languageFromCookies(request.headers.cookie), editionDefault: undefined });
  const text = (uiLanguage(language) === 'en-US' ? enUS : zhCN)['error.unavailable'];
  return reply
    .status(503)
    .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .header('x-page-cache', 'bypass')
    .type('text/plain; charset=utf-8')
    .send(`${text}\n`);
}
