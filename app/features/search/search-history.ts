/**
 * Search history: a list of keywords, de-duplicated, newest first, at most
 * 20, kept in this browser under a key that includes the game. Pure functions; the shared,
 * synced state is in search-history-store.ts.
 */

/** Most entries kept (and shown by the desktop dropdown). */
export const SEARCH_HISTORY_LIMIT = 20;
/** The key-box holds at most this many characters per value. */
export const KEY_BOX_VALUE_LIMIT = 2000;

/** localStorage key of an edition's history (the game is its app_sn). */
export const historyStorageKey = (appSn: string) => `almanac.search-history.${appSn}`;
/** Key-box key of an edition's history for signed-in users. */
export const historyKeyBoxKey = (appSn: string) => `search_history.${appSn}`;

/** The keyword in front, without its older copy, at most the limit. */
export function addKeyword(history: readonly string[], keyword: string): string[] {
  const word = keyword.trim();
  if (!word) return [...history];
  return [word, ...history.filter((item) => item !== word)].slice(0, SEARCH_HISTORY_LIMIT);
}

export const removeKeyword = (history: readonly string[], keyword: string): string[] => history.filter((item) => item !== keyword);

/** A stored value read back: a list of non-empty strings, de-duplicated, at most the limit. */
export function parseHistory(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    const words = value.filter((item): item is string => typeof item === 'string' && item.trim() !== '').map((item) => item.trim());
    return [...new Set(words)].slice(0, SEARCH_HISTORY_LIMIT);
  } catch {
    return [];
  }
}

/** This device's newest entries first, then the account's others. */
export function mergeHistories(local: readonly string[], remote: readonly string[]): string[] {
  return [...new Set([...local, ...remote])].slice(0, SEARCH_HISTORY_LIMIT);
}

/** JSON text of the history for the key-box: the oldest entries dropped until it fits. */
export function serializeForKeyBox(history: readonly string[]): string {
  let words = [...history];
  let text = JSON.stringify(words);
  while (text.length > KEY_BOX_VALUE_LIMIT && words.length > 0) {
    words = words.slice(0, -1);
    text = JSON.stringify(words);
  }
  return text;
}
