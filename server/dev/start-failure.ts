import type { AppConfig } from '../config/env.ts';

/**
 * What to tell a contributor whose `npm run dev` could not start: the step to run for the causes
 * a fresh clone meets (a port in use, a native module not compiled, packages not installed, the
 * database not answering); anything else is a bug, shown with its stack.
 */
export function explainStartFailure(error: unknown, config: Pick<AppConfig, 'host' | 'port' | 'databaseUrl'>): string {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'EADDRINUSE')
    return `Port ${config.port} on ${config.host} is in use (another \`npm run dev\` or \`npm start\`?): stop it, or start on another port: PORT=${config.port + 1} npm run dev`;
  if (code === 'EACCES') return `Not allowed to listen on ${config.host}:${config.port}: choose a port above 1023, e.g. PORT=3000 npm run dev`;
  const native = nativeModuleOf(message);
  if (native)
    return `The native module of ${native} is not built for this Node (${process.version}): run \`npm rebuild ${native}\`${native === 'better-sqlite3' ? ' (it compiles from source, about 90 s)' : ''}, then \`npm run dev\` again.\n(${firstLine(message)})`;
  if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND')
    return `A package is missing: run \`npm install\`, then \`npm run dev\` again.\n(${firstLine(message)})`;
  if (code === 'ECONNREFUSED' && config.databaseUrl)
    return `The database at DATABASE_URL does not answer (${firstLine(message)}): start PostgreSQL, or unset DATABASE_URL to use SQLite under DATA_DIR.`;
  return error instanceof Error ? (error.stack ?? message) : message;
}

/** better-sqlite3 without its compiled addon (or one of another Node), sharp without its platform's binary. */
function nativeModuleOf(message: string): string | undefined {
  if (/better[-_]sqlite3/.test(message) && /bindings file|NODE_MODULE_VERSION|invalid ELF|cannot open shared object/i.test(message)) return 'better-sqlite3';
  if (/sharp/.test(message) && /Could not load the "sharp" module|sharp-.*\.node/.test(message)) return 'sharp';
  return undefined;
}

function firstLine(text: string): string {
  return text.split('\n', 1)[0] ?? text;
}
