import { z } from 'zod';
import { EDITOR_LIMITS } from '../limits.ts';
import { imageUrl } from './url-fields.ts';
import { componentSchema, type ComponentData, type ComponentType } from './entry-page-components.ts';
import { idParam, pageNumParam } from './queries.ts';

/**
 * Entry pages ("words"): the stored document of a revision, and the API's requests and answers
 * (wapi/entry_page, entry_pages, entry_page/statistics, history, like, contributors).
 * The browser imports only the types of this module.
 */

export const ENTRY_PAGE_LIMITS = {
  /** Every module of a page: the editor's ceilings (20 groups of at most 10). */
  modules: EDITOR_LIMITS.moduleGroups * EDITOR_LIMITS.modulesPerGroup,
  componentsPerModule: 40,
  aliases: 20,
  /** entry_pages: ids in one batch. */
  batchIds: 100,
  /** entry_page/history page_size. */
  historyPageSize: 50,
  summary: 200,
} as const;

const text = (max: number) => z.string().max(max, `at most ${max} characters`);

export const entryModuleSchema = z.object({
  id: text(32).min(1, 'must not be empty'),
  name: text(100).min(1, 'must not be empty'),
  /** Shown folded on first view (its body opens on request). */
  is_poped: z.boolean().default(false),
  /** The module group (editor section) it belongs to; '' is the page's default group. */
  group: text(50).default(''),
  components: z.array(componentSchema).max(ENTRY_PAGE_LIMITS.componentsPerModule, `at most ${ENTRY_PAGE_LIMITS.componentsPerModule} components`),
});

/** The whole published state of an entry page: what a revision stores. */
export const entryDocSchema = z.object({
  name: text(100).trim().min(1, 'must not be empty'),
  desc: text(500).default(''),
  icon_url: imageUrl().default(''),
  header_img_url: imageUrl().default(''),
  aliases: z.array(text(100)).max(ENTRY_PAGE_LIMITS.aliases, `at most ${ENTRY_PAGE_LIMITS.aliases} aliases`).default([]),
  /** Filter values of the entry's channel: {category: [option, ...]}. */
  filter_values: z.record(text(30), z.array(text(30)).max(20)).default({}),
  modules: z
    .array(entryModuleSchema)
    .max(ENTRY_PAGE_LIMITS.modules, `at most ${ENTRY_PAGE_LIMITS.modules} modules`)
    .default([])
    .superRefine((modules, ctx) => {
      for (const issue of moduleGroupIssues(modules)) ctx.addIssue({ code: 'custom', message: issue });
    }),
});
export type EntryDoc = z.infer<typeof entryDocSchema>;

/**
 * The editor's ceilings over a page's modules: at most 20 module groups and at
 * most 10 modules in each. Answers a message per breach (empty when within them); the server
 * enforces them on every write and the editor uses them to say so before the user hits them.
 */
export function moduleGroupIssues(modules: ReadonlyArray<{ group?: string | undefined }>): string[] {
  const counts = new Map<string, number>();
  for (const module of modules) counts.set(module.group ?? '', (counts.get(module.group ?? '') ?? 0) + 1);
  const issues: string[] = [];
  if (counts.size > EDITOR_LIMITS.moduleGroups) issues.push(`at most ${EDITOR_LIMITS.moduleGroups} module groups`);
  for (const [group, count] of counts) {
    if (count > EDITOR_LIMITS.modulesPerGroup) issues.push(`module group '${group || '-'}': at most ${EDITOR_LIMITS.modulesPerGroup} modules`);
  }
  return issues;
}
export type EntryDocInput = z.input<typeof entryDocSchema>;
export type EntryModule = z.infer<typeof entryModuleSchema>;

// ---- requests

export const entryPageQuery = z.object({ entry_page_id: idParam });

const idList = z
  .array(z.number({ error: 'must be a list of entry page ids' }).int('must be whole numbers').positive('must be positive ids'), {
    error: 'must be a list of entry page ids',
  })
  .max(ENTRY_PAGE_LIMITS.batchIds, `at most ${ENTRY_PAGE_LIMITS.batchIds} ids`);

export const entryPagesBody = z.object({ entry_page_ids: idList });

/** GET entry_pages?str_entry_page_ids=1,2,3 (empty: no ids). */
export const entryPagesQuery = z.object({
  str_entry_page_ids: z
    .string({ error: 'must be ids separated by commas' })
    .max(2_000, 'is too long')
    .default('')
    .transform((value, ctx) => {
      const parts = value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '');
      if (parts.some((part) => !/^\d{1,15}$/.test(part) || Number(part) === 0)) {
        ctx.addIssue({ code: 'custom', message: 'must be positive ids separated by commas' });
        return z.NEVER;
      }
      return parts.map(Number);
    })
    .pipe(idList),
});

export const historyQuery = z.object({
  entry_page_id: idParam,
  page_num: pageNumParam,
  page_size: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(ENTRY_PAGE_LIMITS.historyPageSize, `must be at most ${ENTRY_PAGE_LIMITS.historyPageSize}`)
    .default(20),
});

export const likeBody = z.object({
  entry_page_id: z.number({ error: 'must be an entry page id' }).int('must be a whole number').positive('must be positive'),
  /** true takes the like back. */
  is_cancel: z.boolean({ error: 'must be true or false' }).default(false),
});

// ---- answers (types only; the server builds them)

export interface WireComponent {
  component_id: ComponentType;
  layout: string;
  /**
   * JSON text of the component's data, as the publisher sends it: every rich-text document
   * (`doc`) and every cell of a table's rows is sanitized HTML text rendered on the server
   * (server/wire-html/); everything else is as stored.
   */
  data: string;
  /** The same data as stored (rich text as structured documents, cells as plain text): what our own front end and editor read. */
  data_doc: ComponentData<ComponentType>;
  style: string;
}

export interface WireModule {
  id: string;
  name: string;
  is_poped: boolean;
  /** The module group ('' for the default group). */
  group: string;
  components: WireComponent[];
}

/** A filter group's values in filter_values, keyed by the group's label (the `key` of wapi/get_menu_filters). */
export interface WireFilterValue {
  values: string[];
}

/**
 * data.page of wapi/entry_page and each item of wapi/entry_pages, in the publisher's shape:
 * ids and version as text, filter_values by group, the languages the page exists in, and
 * ext.fe_ext holding the page's c_{channelId} filter blocks as JSON text. Our additions:
 * aliases, group, data_doc and mtime.
 */
export interface EntryPageWire {
  /** The entry page id, as text. */
  id: string;
  name: string;
  desc: string;
  icon_url: string;
  header_img_url: string;
  aliases: string[];
  modules: WireModule[];
  /** {group label: {values: [option, ...]}}. */
  filter_values: Record<string, WireFilterValue>;
  /** The channel id, as text ('0' for none). */
  menu_id: string;
  menu_name: string;
  /** The current revision's number, as text. */
  version: string;
  /** Languages the page exists in (lower case, as the publisher spells them: 'zh-cn'). */
  langs: string[];
  /**
   * fe_ext: JSON text of {c_{channelId}: {filter: {text, value}}} for each channel the page is
   * placed in (its own channel from its filter values when it is not placed there), the same
   * block as the content item's ext: `JSON.parse(JSON.parse(page.ext.fe_ext).c_N.filter.text)`.
   */
  ext: { fe_ext: string };
  /** Unix seconds of the current revision, as text. */
  mtime: string;
}

/** An entry page's id, name and icon (the material map). */
export interface EntryPageBrief {
  id: number;
  name: string;
  icon_url: string;
}

export interface EntryPageStatistics {
  entry_page_id: number;
  pv: number;
  like_num: number;
  /** Whether the signed-in caller likes it (false for anonymous callers). */
  is_like: boolean;
  revision_num: number;
  contributor_num: number;
}

export interface HistoryItem {
  id: number;
  version: number;
  summary: string;
  user: { uid: string; name: string };
  /** Unix seconds as text. */
  ctime: string;
}

export interface EntryPageHistory {
  list: HistoryItem[];
  /** Revisions of the page, as text (as the real API's totals). */
  total: string;
}

export interface LikeAnswer {
  is_like: boolean;
  like_num: number;
}

/** GET wapi/entry_page (and entry_page_v2) */
export interface EntryPageAnswer {
  page: EntryPageWire;
}

/** GET and POST wapi/entry_pages */
export interface EntryPagesAnswer {
  entry_pages: EntryPageWire[];
}
