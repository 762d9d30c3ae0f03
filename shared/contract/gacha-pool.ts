import { z } from 'zod';

/** One featured item of a gacha pool. */
export const gachaPoolItemSchema = z.object({ icon: z.string(), url: z.string() });

/** A gacha pool as the real API sends it (home eggPool, gacha_pool list). Times are unix seconds. */
export const gachaPoolSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  activity_url: z.string(),
  content_before_act: z.string(),
  pool: z.array(gachaPoolItemSchema),
  voice_icon: z.string(),
  voice_url: z.string(),
  /** 0 online, 1 offline. */
  voice_status: z.number().int(),
  start_time: z.number().int(),
  end_time: z.number().int(),
});
export type GachaPool = z.infer<typeof gachaPoolSchema>;

export type GachaPoolList = { list: GachaPool[] };
