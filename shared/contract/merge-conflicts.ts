import { z } from 'zod';

/**
 * Merge conflicts of a submission made against an older version of its page (issue 32, "no lost
 * edits"; docs/decisions/032-three-way-merge.md): what the page and the submission both changed
 * differently since the submission's base, with the three versions, and the reviewer's
 * resolutions sent with the approval. The browser imports only the types and the constants.
 */

/**
 * text: a text both changed (the reviewer may also write the merged text); value: a setting or
 * a single value; items: a stretch of a list (components, table rows, paragraphs…) both changed;
 * module: a module removed on one side and changed on the other, or added on both.
 */
export const MERGE_CONFLICT_KINDS = ['text', 'value', 'items', 'module'] as const;
export type MergeConflictKind = (typeof MERGE_CONFLICT_KINDS)[number];

export const MERGE_LIMITS = { resolutions: 500, idLength: 600, editedText: 20_000 } as const;

/** 'current': keep the page's version; 'submitted': take the submission's; {text}: the reviewer's own text (text conflicts only). */
export const mergeResolutionSchema = z.union(
  [
    z.literal('current'),
    z.literal('submitted'),
    z.object({ text: z.string({ error: 'must be text' }).max(MERGE_LIMITS.editedText, `at most ${MERGE_LIMITS.editedText} characters`) }).strict(),
  ],
  { error: "must be 'current', 'submitted' or {text}" },
);
export type MergeResolution = z.infer<typeof mergeResolutionSchema>;

/** Conflict id → resolution. */
export const mergeResolutionsSchema = z
  .record(z.string().min(1, 'ids must not be empty').max(MERGE_LIMITS.idLength, 'is not a conflict id'), mergeResolutionSchema)
  .refine((value) => Object.keys(value).length <= MERGE_LIMITS.resolutions, `at most ${MERGE_LIMITS.resolutions} resolutions`);
export type MergeResolutions = z.infer<typeof mergeResolutionsSchema>;

/** One side of a conflict as readable text; `present` false when that side has nothing there (removed, or never added). */
export interface MergeVersionWire {
  present: boolean;
  text: string;
}

export interface MergeConflictWire {
  /** Send it back in `resolutions`; it changes when any of the three versions changes (then the approval asks to look again). */
  id: string;
  kind: MergeConflictKind;
  /** '' for the page's own fields (name, description…). */
  module_id: string;
  module_name: string;
  /** The component's position in the module in the base version, from 1 (0: not one component). */
  component: number;
  /** Its component_id ('' when not one component). */
  component_type: string;
  /**
   * Where inside: the page's or the module's field ('desc', 'name'), or the keys inside the
   * component's data ('doc', 3, 'children', 1, 'text'); positions from 1; '@3' a stretch of a list from its 3rd item.
   */
  field: Array<string | number>;
  base: MergeVersionWire;
  current: MergeVersionWire;
  submitted: MergeVersionWire;
}
