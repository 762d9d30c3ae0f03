import type { RichDoc } from '../../shared/contract/rich-text.ts';

/**
 * Reads rich-doc JSON text that the server already validated against the contract schema,
 * without pulling the schema library into the browser bundle.
 */
export function readRichDoc(text: string): RichDoc {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as RichDoc) : [];
  } catch {
    return [];
  }
}
