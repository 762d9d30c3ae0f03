import { pino, type Logger } from 'pino';

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

let logger: Logger | undefined;

/**
 * The log of the process outside Fastify (the cluster's primary, a worker before its app exists):
 * JSON lines through pino, as Fastify's logger writes the workers' own, at LOG_LEVEL. Read from
 * the environment, not the configuration: the message that the configuration is wrong goes here
 * too (an invalid LOG_LEVEL logs at info). `role` tells the primary's lines from a worker's.
 */
export function processLog(role: 'primary' | 'worker' = 'primary'): Logger {
  if (logger) return logger;
  const level = process.env.LOG_LEVEL && LEVELS.has(process.env.LOG_LEVEL) ? process.env.LOG_LEVEL : 'info';
  logger = pino({ level }).child({ role });
  return logger;
}
