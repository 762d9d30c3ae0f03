import { z } from 'zod';
import { DISPLAY_TYPES } from '../channel-ext.ts';
import { imageUrl, linkUrl } from './url-fields.ts';
import { flag, idSchema, moveFields, requiredText } from './operator.ts';

/** A filter group of a channel: its label and its options' labels (stored as [{label, children:[{label}]}]). */
export const filterGroupSchema = z.object({
  label: requiredText(30).refine((value) => !value.includes('/'), 'must not contain /'),
  options: z
    .array(
      requiredText(30).refine((value) => !value.includes('/'), 'must not contain /'),
      { error: 'must be a list of options' },
    )
    .min(1, 'needs at least one option')
    .max(50, 'at most 50 options'),
});
export type FilterGroupInput = z.infer<typeof filterGroupSchema>;

export const SPECIAL_VALUES = ['', 'contribute', 'calendar'] as const;
export const CHANNEL_SLOTS = ['position', 'map', ''] as const;

/** Every ch_ext attribute an operator sets, as one form; the server writes the attribute list. */
export const chExtInputSchema = z.object({
  display_type: z.enum(DISPLAY_TYPES, { error: 'must be a known display type' }),
  col_per_row: z.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must be 0 (default) to 8').max(8, 'must be 0 (default) to 8'),
  icon: imageUrl(),
  icon_url: imageUrl(),
  icon_url_pc: imageUrl(),
  icon_url_pc_hover: imageUrl(),
  king_kong_icon: imageUrl(),
  jump_url: linkUrl(),
  filter: z.array(filterGroupSchema, { error: 'must be a list of filter groups' }).max(10, 'at most 10 filter groups'),
  show_in_catalog: flag,
  home_more: flag,
  is_latest: flag,
  open_for_create: flag,
  /** The special block a channel is: the contribution ranking or the calendar. */
  value: z.enum(SPECIAL_VALUES, { error: 'must be empty, contribute or calendar' }),
});
export type ChExtInput = z.infer<typeof chExtInputSchema>;

export const EMPTY_CH_EXT: ChExtInput = {
  display_type: 'default',
  col_per_row: 0,
  icon: '',
  icon_url: '',
  icon_url_pc: '',
  icon_url_pc_hover: '',
  king_kong_icon: '',
  jump_url: '',
  filter: [],
  show_in_catalog: false,
  home_more: false,
  is_latest: false,
  open_for_create: false,
  value: '',
};

export const channelCreateSchema = z.object({
  /** null: a top-level channel. */
  parent_id: idSchema.nullable(),
  name: requiredText(100),
  /** Top-level channels sit on home ('position') or in the map list ('map'); children have ''. */
  slot: z.enum(CHANNEL_SLOTS, { error: 'must be position, map or empty' }).default(''),
  ch_ext: chExtInputSchema,
});
export type ChannelCreateInput = z.infer<typeof channelCreateSchema>;

export const channelUpdateSchema = z.object({
  id: idSchema,
  name: requiredText(100),
  slot: z.enum(CHANNEL_SLOTS, { error: 'must be position, map or empty' }).default(''),
  is_recent_update: flag.default(false),
  ch_ext: chExtInputSchema,
});
export type ChannelUpdateInput = z.infer<typeof channelUpdateSchema>;

/** Moves a channel among its siblings, or (kind 2 with parent_id) under another parent. */
export const channelMoveSchema = z.object({
  id: idSchema,
  ...moveFields,
  /** Kind 2 only: the new parent (null: top level); left out keeps the parent. */
  parent_id: idSchema.nullable().optional(),
});
export type ChannelMoveInput = z.infer<typeof channelMoveSchema>;

/** A channel of the console's tree. */
export interface OperatorChannel {
  id: number;
  parent_id: number | null;
  depth: number;
  sort: number;
  name: string;
  slot: string;
  is_recent_update: boolean;
  ch_ext: ChExtInput;
  /** The stored attribute list (JSON text), as readers get it. */
  ch_ext_text: string;
  content_count: number;
  children: OperatorChannel[];
}

/** The console's channel form: the fields create and update share. */
export const channelFormSchema = channelUpdateSchema.omit({ id: true });
export type ChannelFormInput = z.input<typeof channelFormSchema>;
export type ChannelFormValues = z.output<typeof channelFormSchema>;
