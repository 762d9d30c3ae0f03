import type { AppLoadContext } from 'react-router';

const memos = new WeakMap<AppLoadContext, Map<string, unknown>>();

/**
 * What this request already asked for, by key: the root, layout and page loaders of one
 * request share a load context, and each asks for the edition (and the channel forest).
 * The first call makes the value (a promise); the others of the request get the same one.
 */
export function perRequest<T>(context: AppLoadContext, key: string, make: () => T): T {
  let mine = memos.get(context);
  if (!mine) {
    mine = new Map();
    memos.set(context, mine);
  }
  if (!mine.has(key)) mine.set(key, make());
  return mine.get(key) as T;
}
