import type { FastifyBaseLogger } from 'fastify';
import type { CodeSender } from './realname.ts';

/** The built-in code delivery: the code goes to the server log, as development mail transports do. */
export function logCodeSender(log: FastifyBaseLogger): CodeSender {
  return {
    async send(phone, code) {
      log.info({ phone, code }, `real-name verification code for ${phone}: ${code}`);
    },
  };
}
