import { z } from 'zod';
import { richDocSchema } from './rich-text.ts';
import { imageUrl, linkUrl } from './url-fields.ts';
import { idSchema, moveFields, pagingQuery, requiredText, text, unixSeconds } from './operator.ts';

/** 1 an entry of this wiki (its detail page), 2 a link to an outside page. */
export const CONTENT_TYPE = { INTERNAL: 1, EXTERNAL: 2 } as const;

export const contentFieldsSchema = z.object({
  type: z.union([z.literal(1), z.literal(2)], { error: 'must be 1 (internal) or 2 (external)' }),
  title: requiredText(200),
  summary: text(2000),
  icon: imageUrl(),
  /** The outside page of an external (type 2) item. */
  url: linkUrl(),
  bbs_url: linkUrl(),
  author_name: text(100),
  alias_name: text(200),
  corner_mark: text(50),
  /** When the entry ends (ms; 0: never), shown by blocks with countdowns. */
  end_time_ms: z.number({ error: 'must be a number' }).int().min(0, 'must not be negative'),
  article_time: unixSeconds.optional(),
  /** The detail page's text; left out keeps what is stored. */
  body: richDocSchema.optional(),
});

const externalNeedsUrl = (value: { type: number; url: string }) => value.type !== 2 || value.url !== '';
const URL_ISSUE = { message: 'is required for an external (type 2) item', path: ['url'] };

export const contentCreateSchema = contentFieldsSchema.refine(externalNeedsUrl, URL_ISSUE);
export type ContentCreateInput = z.infer<typeof contentCreateSchema>;

export const contentUpdateSchema = contentFieldsSchema.extend({ id: idSchema }).refine(externalNeedsUrl, URL_ISSUE);
export type ContentUpdateInput = z.infer<typeof contentUpdateSchema>;

export const contentSearchQuery = z.object({
  ...pagingQuery,
  keyword: text(100).default(''),
  /** Only items placed in this channel. */
  channel_id: z.coerce.number({ error: 'must be a number' }).int().positive('must be a positive id').optional(),
});
export type ContentSearchQuery = z.infer<typeof contentSearchQuery>;

export const ICON_KEYS = [
  'taskIcon',
  'regionIcon',
  'costNumIcon',
  'costBgIcon',
  'energyNumIcon',
  'energyBgIcon',
  'roleIcon1',
  'roleIcon2',
  'roleIcon3',
] as const;
export type IconKey = (typeof ICON_KEYS)[number];

/** An item's data in one channel (stored as ext, sent to readers keyed c_{channelId}). */
export const placementExtSchema = z.object({
  /** 'group/option' labels of the channel's filter definition. */
  filter: z.array(requiredText(61), { error: 'must be a list of group/option values' }).max(50, 'at most 50 values'),
  table: z.array(z.object({ key: requiredText(50), value: text(500) }), { error: 'must be a list of rows' }).max(30, 'at most 30 rows'),
  picture: z
    .array(
      imageUrl().refine((value) => value !== '', 'must not be empty'),
      { error: 'must be a list of image links' },
    )
    .max(10, 'at most 10 pictures'),
  placeholder: text(100),
  icons: z.partialRecord(z.enum(ICON_KEYS, { error: 'unknown icon key' }), imageUrl()),
});
export type PlacementExtInput = z.infer<typeof placementExtSchema>;

export const EMPTY_PLACEMENT_EXT: PlacementExtInput = { filter: [], table: [], picture: [], placeholder: '', icons: {} };

/** Places an item in a channel (or updates its data there). */
export const placementSaveSchema = z.object({
  channel_id: idSchema,
  content_id: idSchema,
  ext: placementExtSchema,
});
export type PlacementSaveInput = z.infer<typeof placementSaveSchema>;

export const placementRemoveSchema = z.object({ channel_id: idSchema, content_id: idSchema });

export const placementMoveSchema = z.object({ channel_id: idSchema, content_id: idSchema, ...moveFields });
export type PlacementMoveInput = z.infer<typeof placementMoveSchema>;

export const channelIdQuery = z.object({ channel_id: z.coerce.number({ error: 'must be a number' }).int().positive('must be a positive id') });

export interface OperatorContent {
  id: number;
  type: number;
  title: string;
  summary: string;
  icon: string;
  url: string;
  bbs_url: string;
  author_name: string;
  alias_name: string;
  corner_mark: string;
  end_time_ms: number;
  article_time: number;
  version: number;
  updated_at: number;
  body: z.infer<typeof richDocSchema>;
}

export interface OperatorPlacement {
  recommend_id: number;
  channel_id: number;
  channel_name: string;
  content_id: number;
  title: string;
  icon: string;
  sort: number;
  ext: PlacementExtInput;
}
