import type { EntryPageData } from '../entry-page.server.ts';

/**
 * The full entry page, from the loader to the server's render of the same request, without it
 * travelling as page data: the loader stores it under a token (the only part the browser gets),
 * the render reads it. Bounded: a render that never reads its entry (a HEAD request, a failed
 * render) is dropped with the oldest ones.
 */
const stashed = new Map<string, EntryPageData>();
const LIMIT = 64;
let next = 0;

export function stashForRender(data: EntryPageData): string {
  const token = `${process.pid}:${++next}`;
  stashed.set(token, data);
  while (stashed.size > LIMIT) stashed.delete(stashed.keys().next().value!);
  return token;
}

/** The entry stored under token (the server's render; React may render the page more than once). */
export const readStash = (token: string): EntryPageData | undefined => stashed.get(token);
