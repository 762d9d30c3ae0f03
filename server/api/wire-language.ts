import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseContent, languageTag, type ContentChoice } from '../../shared/content-language.ts';
import { contentLanguagesOf } from '../domains/translations/translations-service.ts';
import type { Edition } from '../domains/editions/editions-service.ts';
import type { LocalizeRecords } from '../domains/entry-pages/wire-pages.ts';
import { localizePages } from '../domains/translations/localize.ts';
import type { AnyCallContext } from './route.ts';

/**
 * The content language a call asks for (issue 31): the `x-rpc-language` header the publisher's
 * programs send, else a `lang` query value ('en-us' or 'en-US'), on every mount. An edition
 * answers in it where it has it (its content languages, editions.content_langs) and in its
 * source language otherwise, as the publisher does with a language it lacks.
 */
export function askedContent(request: FastifyRequest, edition: Edition): ContentChoice {
  const header = request.headers['x-rpc-language'];
  const query = (request.query as Record<string, unknown> | undefined)?.['lang'];
  const asked = typeof header === 'string' && header !== '' ? header : typeof query === 'string' ? query : undefined;
  return chooseContent(contentLanguagesOf(edition), asked);
}

/**
 * Says which language a HoYoWiki-mount answer is in: `x-rpc-language` in the publisher's
 * spelling ('zh-cn') and `Content-Language` as a BCP 47 tag ('zh-CN'): the language asked where
 * the edition has it, else its source (docs/decisions/015-wire-fidelity.md).
 */
export function sendAnswerLanguage(reply: FastifyReply, choice: ContentChoice) {
  reply.header('x-rpc-language', choice.wanted).header('content-language', languageTag(choice.wanted));
}

/** Entry pages in the language the call asks for (issue 31): what wirePages lays over the source. */
export const inAskedLanguage =
  ({ services, edition, content }: Pick<AnyCallContext, 'services' | 'edition' | 'content'>): LocalizeRecords =>
  (pages) =>
    localizePages(services.translations, edition, pages, content.asked);
