import { z } from 'zod';
import { richDocSchema } from './rich-text.ts';

/** A detail tab: `text` is HTML rendered from `text_doc`, its structured document. */
export const contentTabSchema = z.object({ name: z.string(), text: z.string(), text_doc: richDocSchema });

/**
 * data.content of /v1/content/info. content and contents[].text are HTML, as the publisher sends
 * them, rendered on the server from the structured documents beside them (content_doc,
 * contents[].text_doc), which our own pages read.
 */
export const contentInfoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  content_doc: richDocSchema,
  ext: z.string(),
  author_name: z.string(),
  editor_name: z.string(),
  ctime: z.string(),
  mtime: z.string(),
  version: z.number().int(),
  icon: z.string(),
  summary: z.string(),
  url: z.string(),
  type: z.number().int(),
  bbs_url: z.string(),
  contents: z.array(contentTabSchema),
});
export type ContentInfo = z.infer<typeof contentInfoSchema>;

export const channelRefSchema = z.object({ id: z.number().int(), name: z.string(), parent_id: z.number().int() });

export const contentInfoResponseSchema = z.object({
  content: contentInfoSchema,
  channel_list: z.array(channelRefSchema),
});
export type ContentInfoResponse = z.infer<typeof contentInfoResponseSchema>;
