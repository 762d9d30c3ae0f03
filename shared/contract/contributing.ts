import { z } from 'zod';
import { CONTENT_LANGUAGES } from '../content-language.ts';
import { EDITOR_LIMITS } from '../limits.ts';
import { COMPONENT_TYPES, type ComponentType } from './entry-page-components.ts';
import { entryDocSchema, type EntryDoc } from './entry-page.ts';
import { idParam, pageNumParam } from './queries.ts';
import { mergeResolutionsSchema, type MergeConflictWire } from './merge-conflicts.ts';

/**
 * Contributing (the publisher's entry-page API v2): templates, drafts, module locks,
 * submissions for review (audit content), the review queue and rollback. All calls are under
 * /wapi and need a session; the server checks every permission (CREATE_C or is_allow_create for
 * new entries, is_allow_correct for edits, AUDIT for review and rollback).
 * The browser imports only the types and the plain constants of this module.
 *
 * Lifecycle: a draft (private to its author, autosaved, may be incomplete) → commit → a
 * submission 'pending' → 'approved' (published as a new revision, search re-indexed, the author
 * credited in the ranking) or 'rejected' (with a reason) or 'cancelled' by its author (its
 * document goes back to a draft). An approved submission of a new entry creates the entry page.
 */

export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

const positiveId = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive')
  .max(Number.MAX_SAFE_INTEGER, 'is too large');

const listPageSize = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(EDITOR_LIMITS.maxListPageSize, `must be at most ${EDITOR_LIMITS.maxListPageSize}`)
  .default(20);

/**
 * The language a translation is written in (issue 31): a content language of the edition other
 * than its source (the service checks the edition's list), for an existing entry only. Absent
 * or '': an edit of the source.
 */
const translationLang = z
  .union([z.literal(''), z.enum(CONTENT_LANGUAGES)], { error: `must be one of the content languages (${CONTENT_LANGUAGES.join(', ')})` })
  .default('');

const summaryText = z.string({ error: 'must be text' }).max(EDITOR_LIMITS.summary, `must be at most ${EDITOR_LIMITS.summary} characters`).default('');

/**
 * A draft's document: the page document, except that the name may still be empty (an autosave
 * of a page being started). Committing checks it as a full document (entryDocSchema).
 */
export const draftDocSchema = entryDocSchema.extend({
  name: z.string({ error: 'must be text' }).max(100, 'at most 100 characters').default(''),
});
export type DraftDocInput = z.input<typeof draftDocSchema>;

// ---- requests

/** GET get_entry_page_template?menu_id: the starting document of a new entry in that channel. */
export const templateQuery = z.object({ menu_id: idParam });

/** GET entry_page/pre_edit_data?entry_page_id: what the editor needs to edit an existing entry. */
export const preEditQuery = z.object({ entry_page_id: idParam, lang: translationLang });

/** GET entry_page/draft?draft_id */
export const draftQuery = z.object({ draft_id: idParam });

/** GET entry_page/draft/list: the caller's drafts, newest change first. */
export const draftListQuery = z.object({ page_num: pageNumParam, page_size: listPageSize });

/**
 * POST entry_page/draft/save. Without draft_id a new draft is made; with it, that draft (the
 * caller's own) is replaced. entry_page_id 0 or absent: a draft of a new entry. base_version
 * is the page version the editor started from (0 for a new entry).
 */
export const draftSaveBody = z.object({
  draft_id: positiveId.optional(),
  entry_page_id: z.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must not be negative').default(0),
  menu_id: positiveId,
  base_version: z.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must not be negative').default(0),
  lang: translationLang,
  doc: draftDocSchema,
});
export type DraftSaveBody = z.input<typeof draftSaveBody>;

/** POST entry_page/draft/del, entry_page/draft/copy */
export const draftIdBody = z.object({ draft_id: positiveId });

/** POST entry_page/draft/commit: the draft becomes a submission for review (and is removed). */
export const draftCommitBody = z.object({ draft_id: positiveId, summary: summaryText });

/** POST entry_page/create_module_group: adds an empty module group to a draft. */
export const createModuleGroupBody = z.object({
  draft_id: positiveId,
  name: z.string({ error: 'must be text' }).trim().min(1, 'must not be empty').max(50, 'must be at most 50 characters'),
});

/** POST entry_page/batch_create_modules: adds modules (each with empty components of the given types) to a group of a draft. */
export const batchCreateModulesBody = z.object({
  draft_id: positiveId,
  group: z.string({ error: 'must be text' }).max(50, 'must be at most 50 characters').default(''),
  modules: z
    .array(
      z.object({
        name: z.string({ error: 'must be text' }).trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'),
        component_ids: z
          .array(z.enum(COMPONENT_TYPES as [ComponentType, ...ComponentType[]], { error: `must be one of ${COMPONENT_TYPES.join(', ')}` }))
          .max(10, 'at most 10 components')
          .default([]),
      }),
    )
    .min(1, 'needs a module')
    .max(EDITOR_LIMITS.modulesPerGroup, `at most ${EDITOR_LIMITS.modulesPerGroup} modules`),
});

/** GET entry_page/module/lock?entry_page_id: the live locks of a page's modules. */
export const moduleLockQuery = z.object({ entry_page_id: idParam });

/** POST entry_page/module/lock: take (or renew) or release the caller's lock on a module. */
export const moduleLockBody = z.object({
  entry_page_id: positiveId,
  module_id: z.string({ error: 'must be text' }).min(1, 'must not be empty').max(32, 'must be at most 32 characters'),
  action: z.enum(['acquire', 'release'], { error: 'must be acquire or release' }).default('acquire'),
});

/** POST commit_content: an edit of an existing entry sent for review without a draft. */
export const commitContentBody = z.object({
  entry_page_id: positiveId,
  base_version: z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1'),
  doc: entryDocSchema,
  summary: summaryText,
  lang: translationLang,
});

/** POST entry_page/create_with_content: a new entry in a channel sent for review. */
export const createWithContentBody = z.object({ menu_id: positiveId, doc: entryDocSchema, summary: summaryText });

/** GET get_my_audit_content: the caller's submissions, newest first, optionally by status. */
export const myAuditQuery = z.object({
  status: z.enum(SUBMISSION_STATUSES, { error: `must be one of ${SUBMISSION_STATUSES.join(', ')}` }).optional(),
  page_num: pageNumParam,
  page_size: listPageSize,
});

/** GET get_audit_content (AUDIT): the review queue, oldest pending first; or one submission with audit_id. lang: only translations into it. */
export const auditListQuery = z.object({
  status: z.enum(SUBMISSION_STATUSES, { error: `must be one of ${SUBMISSION_STATUSES.join(', ')}` }).default('pending'),
  lang: z.enum(CONTENT_LANGUAGES, { error: `must be one of the content languages (${CONTENT_LANGUAGES.join(', ')})` }).optional(),
  audit_id: idParam.optional(),
  page_num: pageNumParam,
  page_size: listPageSize,
});

/** POST audit_content/update (AUDIT): approve (optionally with a comment), or reject with a reason (both go into the review conversation). */
export const auditUpdateBody = z.discriminatedUnion(
  'action',
  [
    z.object({
      audit_id: positiveId,
      action: z.literal('approve'),
      /** Optional: said to the author in the review conversation and the approval's notification. */
      comment: z
        .string({ error: 'must be text' })
        .trim()
        .max(EDITOR_LIMITS.reviewComment, `must be at most ${EDITOR_LIMITS.reviewComment} characters`)
        .default(''),
      /** Merge conflicts resolved by the reviewer (shared/contract/merge-conflicts.ts): every conflict of the submission, by id. */
      resolutions: mergeResolutionsSchema.default({}),
    }),
    z.object({
      audit_id: positiveId,
      action: z.literal('reject'),
      reason: z
        .string({ error: 'must be text' })
        .trim()
        .min(1, 'must not be empty')
        .max(EDITOR_LIMITS.rejectReason, `must be at most ${EDITOR_LIMITS.rejectReason} characters`),
    }),
  ],
  { error: 'action: must be approve or reject' },
);

/** POST audit_content/delete (AUDIT: any submission that is not pending; the author: their own rejected or cancelled one). */
export const auditIdBody = z.object({ audit_id: positiveId });

/** POST entry_page/cancel_audit (the author, while pending): withdrawn, and its document back as a draft. */
export const cancelAuditBody = auditIdBody;

export const TRANSLATION_STATES = ['missing', 'outdated', 'any'] as const;
export type TranslationStateFilter = (typeof TRANSLATION_STATES)[number];

/**
 * GET translation_status: the edition's entries (of a channel, when menu_id) with the state of
 * their translation in each non-source content language; lang and state narrow it to the
 * entries lacking (missing) or behind the source (outdated) in that language.
 */
export const translationStatusQuery = z.object({
  menu_id: idParam.optional(),
  lang: z.enum(CONTENT_LANGUAGES, { error: `must be one of the content languages (${CONTENT_LANGUAGES.join(', ')})` }).optional(),
  state: z.enum(TRANSLATION_STATES, { error: `must be one of ${TRANSLATION_STATES.join(', ')}` }).default('any'),
  page_num: pageNumParam,
  page_size: listPageSize,
});

/** POST entry_page/rollback (AUDIT): publishes an old revision's document as a new revision. */
export const rollbackBody = z.object({ entry_page_id: positiveId, version: positiveId, summary: summaryText });

/**
 * The bodies of draft/save, commit_content and create_with_content as the API reads them: the
 * document is checked by the service, whose messages name the module by its name.
 */
export const draftSaveRequest = draftSaveBody.extend({ doc: z.unknown() });
export const commitContentRequest = commitContentBody.extend({ doc: z.unknown() });
export const createWithContentRequest = createWithContentBody.extend({ doc: z.unknown() });

// ---- answers (types only; the server builds them)

export interface ContributorRef {
  uid: string;
  name: string;
}

/** data of get_entry_page_template. */
export interface EntryTemplateAnswer {
  menu_id: number;
  menu_name: string;
  doc: EntryDoc;
}

export interface DraftWire {
  draft_id: number;
  /** 0: a draft of a new entry. */
  entry_page_id: number;
  menu_id: number;
  menu_name: string;
  base_version: number;
  /** '': an edit of the source; else the content language the draft translates into. */
  lang: string;
  doc: EntryDoc;
  /** Unix seconds. */
  updated_at: number;
}

/** One row of entry_page/draft/list. */
export interface DraftSummary {
  draft_id: number;
  entry_page_id: number;
  /** '' or the language of a translation. */
  lang: string;
  name: string;
  menu_id: number;
  menu_name: string;
  updated_at: number;
}

export interface DraftListAnswer {
  list: DraftSummary[];
  total: number;
}

/** data of GET entry_page/draft, entry_page/draft/save, create_module_group, batch_create_modules, draft/copy. */
export interface DraftSaveAnswer {
  draft: DraftWire;
}

export interface ModuleLockWire {
  module_id: string;
  user: ContributorRef;
  /** Unix seconds. */
  expires_at: number;
  /** Whether the caller holds it. */
  mine: boolean;
}

/** data of GET entry_page/module/lock. */
export interface ModuleLocksAnswer {
  locks: ModuleLockWire[];
}

/** data of POST entry_page/module/lock. acquired false: another editor holds it (lock says who and until when). */
export interface ModuleLockAnswer {
  acquired: boolean;
  lock: ModuleLockWire | null;
}

/** data of entry_page/pre_edit_data. */
export interface PreEditAnswer {
  entry_page_id: number;
  menu_id: number;
  menu_name: string;
  version: number;
  doc: EntryDoc;
  locks: ModuleLockWire[];
  /** The caller's latest draft of this page, to resume. */
  draft: DraftWire | null;
  /** The caller's pending submission of this page, if any (0: none). */
  pending_audit_id: number;
  /** '' for an edit of the source; else the translation's language (doc is then the translation laid over the source, or a copy of the source). */
  lang: string;
  /** With lang: the source's state, what the translator translates from (null for an edit of the source). */
  translation: TranslationStartWire | null;
}

/** What a translator starts from (pre_edit_data with lang). */
export interface TranslationStartWire {
  /** The edition's source language. */
  source_lang: string;
  /** The current source document. */
  source_doc: EntryDoc;
  /** The current translation's version (0: none yet). */
  version: number;
  /** Module ids the current translation lacks (every module when there is none). */
  untranslated: string[];
  /** Parts the source changed since they were translated (module ids, '' for the page's name and description). */
  outdated: string[];
}

export interface SubmissionWire {
  audit_id: number;
  /** 0 until a new entry's submission is approved. */
  entry_page_id: number;
  /** '': an edit of the source; else the content language of a translation (approving publishes that language's text). */
  lang: string;
  menu_id: number;
  menu_name: string;
  name: string;
  summary: string;
  status: SubmissionStatus;
  /** The reviewer's reason (rejections). */
  reason: string;
  author: ContributorRef;
  reviewer: ContributorRef | null;
  base_version: number;
  /** The revision it became (approved), else 0. */
  published_version: number;
  /** Unix seconds. */
  created_at: number;
  reviewed_at: number;
}

export interface SubmissionListAnswer {
  list: SubmissionWire[];
  total: number;
}

/** A readable line diff (the same shape as the history diff). */
export interface DiffRunWire {
  kind: 'same' | 'added' | 'removed';
  lines: string[];
  skipped: number;
}

/** data of get_audit_content?audit_id: one submission with its document and the diff against the current revision. */
export interface SubmissionDetailAnswer {
  submission: SubmissionWire;
  doc: EntryDoc;
  /** The page's current version (0 for a new entry). */
  current_version: number;
  diff: DiffRunWire[];
  /** What the submission and the page both changed differently since its base version (module or field names): approving needs a resolution of each. */
  conflicts: string[];
  /** The same conflicts in full, with their three versions (empty unless pending). */
  merge_conflicts: MergeConflictWire[];
  /**
   * What the preview shows: approved, the revision it was published as (the live page's version
   * and document); pending, the page approving it would publish (merged onto the page now) as
   * the next version; otherwise its document.
   */
  preview: SubmissionPreviewWire;
}

export interface SubmissionPreviewWire {
  doc: EntryDoc;
  version: number;
  /** Unix seconds: when it was published, else when it was submitted. */
  mtime: number;
}

/** data of draft/commit, commit_content, create_with_content. */
export interface CommitAnswer {
  audit_id: number;
}

/** data of audit_content/update. */
export interface AuditUpdateAnswer {
  submission: SubmissionWire;
}

/** data of entry_page/cancel_audit: the draft that now holds the document. */
export interface CancelAuditAnswer {
  draft_id: number;
}

/** One entry of translation_status, in one language. */
export interface TranslationLangState {
  lang: string;
  /** missing: no translation; outdated: the source changed since (outdated names the parts); current: up to date. */
  state: 'missing' | 'outdated' | 'current';
  version: number;
  /** Module names (and '' for the page's name and description) the source changed since translated. */
  outdated: string[];
  /** Module names the translation lacks. */
  untranslated: string[];
}

export interface TranslationStatusRow {
  entry_page_id: number;
  name: string;
  menu_id: number;
  menu_name: string;
  version: number;
  langs: TranslationLangState[];
}

/** data of translation_status. */
export interface TranslationStatusAnswer {
  source_lang: string;
  /** The edition's content languages other than the source (the columns). */
  langs: string[];
  /** The edition's channels holding entries, for the channel picker. */
  channels: { menu_id: number; name: string }[];
  list: TranslationStatusRow[];
  total: number;
}

/** data of entry_page/rollback. */
export interface RollbackAnswer {
  version: number;
}
