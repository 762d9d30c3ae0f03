import { z } from 'zod';
import { CONTENT_LANGUAGES } from '../content-language.ts';
import { idSchema, text } from './operator.ts';

/**
 * Translated names of what is not an entry (issue 31): a channel's name (home's blocks are
 * channels too), a banner's title, a gacha pool's and a calendar activity's, in the edition's
 * content languages other than its source (content_texts). Readers get the text of their language
 * where one is stored, else the source's.
 */

/** What a text names: 'block' is one of home's banners. */
export const TEXT_KINDS = ['channel', 'block', 'pool', 'activity'] as const;
export type TextKind = (typeof TEXT_KINDS)[number];

/** The field each kind translates (content_texts.field). */
export const TEXT_FIELD: Readonly<Record<TextKind, 'name' | 'title'>> = { channel: 'name', block: 'title', pool: 'title', activity: 'title' };

/** Longest text of each kind: the source field's own limit (channel names 100, titles 200). */
export const TEXT_MAX: Readonly<Record<TextKind, number>> = { channel: 100, block: 200, pool: 200, activity: 200 };

const kind = z.enum(TEXT_KINDS, { error: `must be ${TEXT_KINDS.join(', ')}` });

/** The stored texts of one kind in the path's edition. */
export const textsQuery = z.object({ kind });

/**
 * Sets one thing's texts: each named language's text; '' clears that language (the source shows).
 * Languages left out keep theirs. Each must be one of the edition's content languages other than
 * its source (checked by the server against the edition).
 */
export const textsSaveSchema = z
  .object({
    kind,
    ref_id: idSchema,
    texts: z
      .partialRecord(z.enum(CONTENT_LANGUAGES, { error: `must be publisher codes: ${CONTENT_LANGUAGES.join(', ')}` }), text(TEXT_MAX.block), {
        error: 'must be an object of language code to text',
      })
      .refine((texts) => Object.keys(texts).length > 0, 'must name at least one language'),
  })
  .superRefine((input, ctx) => {
    const max = TEXT_MAX[input.kind];
    for (const [lang, value] of Object.entries(input.texts)) {
      if (value !== undefined && value.length > max) ctx.addIssue({ code: 'custom', path: ['texts', lang], message: `at most ${max} characters` });
    }
  });
export type TextsSaveInput = z.infer<typeof textsSaveSchema>;

/** Texts by thing (ref_id) and language. */
export type TextsByRef = Record<string, Partial<Record<string, string>>>;

export interface TextsAnswer {
  /** The edition's content languages other than its source, in its order: the languages a form offers. */
  langs: string[];
  /** The edition's source language. */
  source: string;
  texts: TextsByRef;
}

export interface TextsSaveAnswer {
  kind: TextKind;
  ref_id: number;
  /** The thing's texts after the write. */
  texts: Partial<Record<string, string>>;
}
