import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** The header that marks a call this process sends itself (server/ssr/in-process-api.ts); its value is secret to the process. */
export const IN_PROCESS_HEADER = 'x-almanac-in-process';
export const IN_PROCESS_TOKEN = randomBytes(18).toString('base64url');

/** Whether a request is one this process sent itself for a page it is serving: that page's admission covers it. */
export const isInProcess = (request: FastifyRequest) => request.headers[IN_PROCESS_HEADER] === IN_PROCESS_TOKEN;
