import { z } from 'zod';

/** One ch_ext attribute as the real API sends it (read in pages with shared/channel-ext.ts). */
export const chExtAttributeSchema = z.object({
  type: z.string(),
  attribute_name: z.string(),
  attribute_key: z.string(),
  value: z.string(),
});

/** A content entry placed in a channel (home/content/list items). */
export const contentItemSchema = z.object({
  content_id: z.number().int(),
  recommend_id: z.number().int(),
  title: z.string(),
  /** JSON text keyed c_{channelId}. */
  ext: z.string(),
  icon: z.string(),
  bbs_url: z.string(),
  type: z.number().int(),
  article_user_name: z.string(),
  article_time: z.string(),
  avatar_url: z.string(),
  summary: z.string(),
  alias_name: z.string(),
  corner_mark: z.string(),
  end_time: z.number(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

export type ChannelNode = {
  id: number;
  channel_id: number;
  name: string;
  parent_id: number;
  depth: number;
  /** JSON text of ChExtAttribute[]. */
  ch_ext: string;
  is_recent_update: boolean;
  children: ChannelNode[];
  list: ContentItem[];
};

/**
 * What pages read of a list item: the API's item without the fields no page shows (type,
 * avatar_url, alias_name). Page loaders may send this; the API keeps ContentItem.
 */
export type PageContentItem = Omit<ContentItem, 'type' | 'avatar_url' | 'alias_name'>;

/** A channel node as page loaders may send it: its items (and its children's) as PageContentItem. */
export type PageChannelNode = Omit<ChannelNode, 'children' | 'list'> & { children: PageChannelNode[]; list: PageContentItem[] };

export const channelNodeSchema: z.ZodType<ChannelNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    channel_id: z.number().int(),
    name: z.string(),
    parent_id: z.number().int(),
    depth: z.number().int(),
    ch_ext: z.string(),
    is_recent_update: z.boolean(),
    children: z.array(channelNodeSchema),
    list: z.array(contentItemSchema),
  }),
);

export const channelListSchema = z.object({ list: z.array(channelNodeSchema) });
export type ChannelList = { list: ChannelNode[] };
