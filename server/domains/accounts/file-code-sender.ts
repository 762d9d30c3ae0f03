import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { CodeSender } from './realname.ts';

/**
 * Real-name codes appended to a file as JSON lines `{"phone","code","at"}`, after handing them
 * to the next sender (the log). For browser tests and local development (REALNAME_CODE_LOG);
 * production delivers codes through a real provider.
 */
export function fileCodeSender(file: string, next?: CodeSender): CodeSender {
  return {
    async send(phone, code) {
      await next?.send(phone, code);
      await mkdir(path.dirname(file), { recursive: true });
      await appendFile(file, `${JSON.stringify({ phone, code, at: Date.now() })}\n`, 'utf8');
    },
  };
}

/** The newest code sent to a phone in such a file, if any. */
export function lastCodeIn(text: string, phone: string): string | undefined {
  let found: string | undefined;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const entry = JSON.parse(line) as { phone?: unknown; code?: unknown };
      if (entry.phone === phone && typeof entry.code === 'string') found = entry.code;
    } catch {
      // A torn last line while another write is under way.
    }
  }
  return found;
}
