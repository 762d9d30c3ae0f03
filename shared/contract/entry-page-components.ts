import { z } from 'zod';
import { audioUrl, imageUrl } from './url-fields.ts';
import { publisherComponentSchemas } from './publisher-components.ts';
import { richDocSchema } from './rich-text.ts';

/**
 * The typed components of an entry page's modules: one zod schema per component type, keyed by
 * component_id. Stored inside a revision's document as objects; the API sends each component's
 * data as JSON text, as the real API does. The browser imports only the types.
 */

const text = (max: number) => z.string().max(max, `at most ${max} characters`);

const namedDoc = z.object({ name: text(50).min(1, 'must not be empty'), doc: richDocSchema });

export const componentDataSchemas = {
  /** Rich text (paragraphs, marks, links, images, footnotes, spoilers). */
  rich_text: z.object({ doc: richDocSchema }),
  /** Tabs, each a rich-text document. */
  tabs: z.object({ tabs: z.array(namedDoc).min(1, 'needs a tab').max(20, 'at most 20 tabs') }),
  /** Switch buttons: one row of buttons, each showing its own document (levels, forms). */
  switch: z.object({ label: text(50).default(''), options: z.array(namedDoc).min(1, 'needs an option').max(20, 'at most 20 options') }),
  /** A fold/expand block. */
  fold: z.object({ title: text(100).min(1, 'must not be empty'), doc: richDocSchema, open: z.boolean().default(false) }),
  /** Filter tags with a filter panel over a list of items; a tag is spelt 'category/option'. */
  filter_list: z.object({
    categories: z
      .array(z.object({ name: text(30).min(1), options: z.array(text(30).min(1)).min(1).max(40) }))
      .min(1)
      .max(8),
    items: z
      .array(
        z.object({
          name: text(100).min(1),
          icon_url: imageUrl().default(''),
          entry_page_id: z.number().int().positive().optional(),
          tags: z.array(text(70)).max(20),
        }),
      )
      .max(500, 'at most 500 items'),
  }),
  /** A table: sortable per column, and scrolling sideways with its first fixed_columns columns fixed. */
  table: z.object({
    columns: z.array(text(50)).min(1, 'needs a column').max(30, 'at most 30 columns'),
    rows: z.array(z.array(text(500)).max(30)).max(1_000, 'at most 1000 rows'),
    sortable: z.boolean().default(false),
    fixed_columns: z.number().int().min(0).max(3).default(0),
  }),
  /** Relic pieces with their story, read in a dialog. */
  relic_story: z.object({
    pieces: z
      .array(
        z.object({
          name: text(100).min(1),
          slot: text(30).default(''),
          icon_url: imageUrl().default(''),
          description: text(1_000).default(''),
          story: text(10_000),
        }),
      )
      .min(1)
      .max(10),
  }),
  /** Cards opening a detail modal; detail is JSON text of the card (damaged detail is only logged). */
  card: z.object({
    cards: z
      .array(z.object({ name: text(100).min(1), icon_url: imageUrl().default(''), detail: text(20_000) }))
      .min(1)
      .max(60),
  }),
  /** Character voice lines with play buttons (one plays at a time). */
  voice: z.object({
    items: z
      .array(z.object({ title: text(100).min(1), text: text(2_000).default(''), audio_url: audioUrl() }))
      .min(1)
      .max(200),
  }),
  /** A picture gallery. */
  gallery: z.object({
    images: z
      .array(
        z.object({
          src: imageUrl(),
          caption: text(200).default(''),
          width: z.number().int().positive().max(10_000).optional(),
          height: z.number().int().positive().max(10_000).optional(),
        }),
      )
      .min(1)
      .max(60),
  }),
  /** Materials by entry page id with counts; names and icons come from the entry pages batch. */
  materials: z.object({
    items: z.array(z.object({ entry_page_id: z.number().int().positive(), count: z.number().int().min(0).max(1_000_000) })).max(40),
    /** One material not (yet) an entry page of the list. */
    custom: z.object({ id: z.number().int().min(0), name: text(100), icon_url: imageUrl().default('') }).optional(),
  }),
  /** The publisher's own types, under its ids and data keys (shared/contract/publisher-components.ts). */
  ...publisherComponentSchemas,
} as const;

export type ComponentType = keyof typeof componentDataSchemas;
export const COMPONENT_TYPES = Object.keys(componentDataSchemas) as ComponentType[];

const componentOf = <T extends ComponentType>(type: T) =>
  z.object({
    component_id: z.literal(type),
    layout: text(32).default(''),
    data: componentDataSchemas[type],
    style: text(200).default(''),
  });

export const componentSchema = z.discriminatedUnion(
  'component_id',
  [
    componentOf('rich_text'),
    componentOf('tabs'),
    componentOf('switch'),
    componentOf('fold'),
    componentOf('filter_list'),
    componentOf('table'),
    componentOf('relic_story'),
    componentOf('card'),
    componentOf('voice'),
    componentOf('gallery'),
    componentOf('materials'),
    componentOf('baseInfo'),
    componentOf('gallery_character'),
    componentOf('reliquary_set_effect'),
    componentOf('ascension'),
    componentOf('talent'),
    componentOf('summaryList'),
    componentOf('story'),
    componentOf('artifact_list'),
  ],
  { error: `component_id: must be one of ${COMPONENT_TYPES.join(', ')}` },
);

export type EntryComponent = z.infer<typeof componentSchema>;
export type ComponentData<T extends ComponentType> = z.infer<(typeof componentDataSchemas)[T]>;
