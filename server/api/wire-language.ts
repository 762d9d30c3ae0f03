import type { FastifyReply } from 'fastify';

/**
 * Says which language a HoYoWiki-mount answer is in: `x-rpc-language` in the publisher's
 * spelling ('zh-cn') and `Content-Language` as a BCP 47 tag ('zh-CN').
 *
 * Clients ask with the `x-rpc-language` header or a `lang` query value. An edition is one game
 * in one language (its `game` slug is unique), so no other edition of the same game can answer
 * in another language: every answer is in the edition's own language, whatever was asked, and
 * these headers tell the client so (docs/decisions/015-wire-fidelity.md).
 */
export function sendAnswerLanguage(reply: FastifyReply, language: string) {
  reply.header('x-rpc-language', language.toLowerCase()).header('content-language', language);
}
