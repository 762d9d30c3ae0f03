import { z } from 'zod';
import { channelNodeSchema, contentItemSchema } from './channel.ts';
import { gachaPoolSchema } from './gacha-pool.ts';
import { announcementSchema, bannerSchema, navbarSchema } from './home.ts';

/** The home's "latest" block: newest updated entries, one per row. */
export const latestContentSchema = z.object({
  name: z.string(),
  list: z.array(contentItemSchema),
  col_per_row: z.literal(1),
});
export type LatestContent = z.infer<typeof latestContentSchema>;

/** /v1/home/index/info: the spec's Home data in one answer. */
export const homeInfoSchema = z.object({
  bannerList: z.array(bannerSchema),
  positionList: z.array(channelNodeSchema),
  mapList: z.array(channelNodeSchema),
  latestContent: latestContentSchema,
  announcement: announcementSchema.nullable(),
  navbar: navbarSchema,
  eggPool: z.array(gachaPoolSchema),
});
export type HomeInfo = z.infer<typeof homeInfoSchema>;
