import { z } from 'zod';
import { channelNodeSchema, contentItemSchema, type ChannelNode } from './channel.ts';

/** A page of content items: /v1/content/latest and /v1/content/channel. */
export const contentPageSchema = z.object({
  list: z.array(contentItemSchema),
  total: z.number().int(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** /v1/content/selector: a channel's filter definition, options as children. */
export const selectorGroupSchema = z.object({
  label: z.string(),
  children: z.array(z.object({ label: z.string() })),
});
export type SelectorGroup = z.infer<typeof selectorGroupSchema>;
export const selectorSchema = z.object({ list: z.array(selectorGroupSchema) });
export type Selector = { list: SelectorGroup[] };

/** /v1/aggregate_page/info */
export const aggregatePageSchema = z.object({ channel: channelNodeSchema });
export type AggregatePage = { channel: ChannelNode };
