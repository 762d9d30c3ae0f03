import { entryDocSchema, type EntryDoc, type EntryDocInput } from '../../../shared/contract/entry-page.ts';
import { DomainError } from '../domain-error.ts';

/** Validates a document before it is stored; a bad one is an 'invalid' domain error naming the field. */
export function checkEntryDoc(input: EntryDocInput | unknown): EntryDoc {
  const parsed = entryDocSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'doc'}: ${issue.message}`).join('; ');
  throw new DomainError('invalid', message);
}

/**
 * Reads a stored document. Every stored document passed checkEntryDoc() when it was written, so
 * only its shape is checked here (a full validation of a large page costs milliseconds per
 * read); a damaged one (never written by us) reads as an empty page named as the content.
 */
export function readEntryDoc(text: string, fallbackName: string): EntryDoc {
  try {
    const value = JSON.parse(text) as Partial<EntryDoc> | null;
    if (value && typeof value.name === 'string' && Array.isArray(value.modules)) {
      return {
        name: value.name,
        desc: typeof value.desc === 'string' ? value.desc : '',
        icon_url: typeof value.icon_url === 'string' ? value.icon_url : '',
        header_img_url: typeof value.header_img_url === 'string' ? value.header_img_url : '',
        aliases: Array.isArray(value.aliases) ? value.aliases : [],
        filter_values: value.filter_values && typeof value.filter_values === 'object' ? value.filter_values : {},
        modules: value.modules,
      };
    }
  } catch {
    // fall through
  }
  return entryDocSchema.parse({ name: fallbackName || '-' });
}
