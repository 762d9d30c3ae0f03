import { z } from 'zod';
import { CONTENT_LANGUAGES, TRADITIONAL_VIEWS, type ContentLanguage, type TraditionalView } from '../content-language.ts';
import { requiredText, text } from './operator.ts';

/**
 * The operator's side of content languages (issue 31): the edition's content languages (the
 * publisher's codes, the source first) and the term table of the traditional-Chinese reading view
 * (a simplified game term and its zh-tw or zh-hk spelling, applied before OpenCC's phrases).
 */

/** The edition's content languages, the source first: known codes, each once, at least one. */
export const contentLanguagesSchema = z.object({
  content_langs: z
    .array(z.enum(CONTENT_LANGUAGES, { error: `must be publisher codes: ${CONTENT_LANGUAGES.join(', ')}` }), { error: 'must be a list of language codes' })
    .min(1, 'must hold at least one language (the source)')
    .max(CONTENT_LANGUAGES.length, `at most ${CONTENT_LANGUAGES.length} languages`)
    .refine((codes) => new Set(codes).size === codes.length, 'must name each language once'),
});
export type ContentLanguagesInput = z.infer<typeof contentLanguagesSchema>;

const view = z.enum(TRADITIONAL_VIEWS, { error: `must be ${TRADITIONAL_VIEWS.join(' or ')}` });

/** Longest term (either spelling), in characters; the column is varchar(100). */
export const TERM_MAX = 100;
/** Longest text the preview converts. */
export const PREVIEW_MAX = 2000;
/** Previews one operator may ask in a minute (typing sends one after each pause). */
export const PREVIEW_LIMIT = { limit: 120, windowSeconds: 60 } as const;

/** The terms of one view, optionally those whose either spelling holds `q`. */
export const termListQuery = z.object({
  lang: view.default('zh-tw'),
  q: text(TERM_MAX).optional(),
});

/** Adds or replaces a term; `previous` renames one (its old simplified spelling goes). */
export const termSaveSchema = z.object({
  lang: view,
  source: requiredText(TERM_MAX),
  target: requiredText(TERM_MAX),
  previous: text(TERM_MAX).optional(),
});
export type TermSaveInput = z.infer<typeof termSaveSchema>;

export const termDeleteSchema = z.object({ lang: view, source: requiredText(TERM_MAX) });
export type TermDeleteInput = z.infer<typeof termDeleteSchema>;

/** Simplified text converted to a view with the edition's stored terms. */
export const termPreviewSchema = z.object({
  lang: view.default('zh-tw'),
  text: z.string({ error: 'must be text' }).max(PREVIEW_MAX, `at most ${PREVIEW_MAX} characters`),
});

export interface OperatorTerm {
  lang: TraditionalView;
  source: string;
  target: string;
  updated_at: number;
}

/** data of edition/languages. */
export interface ContentLanguagesAnswer {
  content_langs: ContentLanguage[];
}

export interface TermListAnswer {
  list: OperatorTerm[];
  /** How many terms the view has in all (the list is the ones matching `q`). */
  total: number;
}
