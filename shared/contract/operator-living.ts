import { z } from 'zod';
import { bytesBody } from './bytes.ts';
import { RED_POINT_TYPES } from './calendar.ts';
import { audioUrl, imageUrl, linkUrl } from './url-fields.ts';
import { idSchema, requiredText, text, unixSeconds } from './operator.ts';

const timeRange = <T extends { start_time: number; end_time: number }>(value: T) => value.end_time === 0 || value.end_time >= value.start_time;
const RANGE_ISSUE = { message: 'must not be before start_time', path: ['end_time'] };

export const gachaPoolSaveSchema = z
  .object({
    id: idSchema.optional(),
    title: requiredText(200),
    activity_url: linkUrl(),
    content_before_act: text(500),
    pool: z.array(z.object({ icon: imageUrl(), url: linkUrl() }), { error: 'must be a list of {icon, url}' }).max(20, 'at most 20 characters'),
    voice_icon: imageUrl(),
    /** A clip served from /media/{key} (an upload of the media service). */
    voice_url: audioUrl(),
    voice_status: z.union([z.literal(0), z.literal(1)], { error: 'must be 0 or 1' }),
    start_time: unixSeconds,
    end_time: unixSeconds,
  })
  .refine(timeRange, RANGE_ISSUE);
/** POST v1/operator/audio/upload: a voice clip's bytes (application/octet-stream); the server reads the type from them. */
export const audioUploadBody = bytesBody('must be the audio file, sent as application/octet-stream');

export type GachaPoolSaveInput = z.infer<typeof gachaPoolSaveSchema>;

/** 1 event, 2 material drop, 4 birthday. */
export const ACTIVITY_KINDS = [1, 2, 4] as const;

export const activitySaveSchema = z
  .object({
    id: idSchema.optional(),
    title: requiredText(200),
    kind: z.union([z.literal(1), z.literal(2), z.literal(4)], { error: 'must be 1 (event), 2 (material) or 4 (birthday)' }),
    img_url: imageUrl(),
    jump_type: z.number({ error: 'must be a number' }).int().min(0).max(9),
    jump_url: linkUrl(),
    content_id: z.number({ error: 'must be a number' }).int().min(0),
    start_time: unixSeconds,
    end_time: unixSeconds,
    drop_day: z.array(z.number().int().min(1, 'must be 1-7').max(7, 'must be 1-7'), { error: 'must be a list of weekdays 1-7' }).max(7),
    break_type: z.number({ error: 'must be a number' }).int().min(0).max(9),
    /** The rank within its kind (lower first); sent to readers as the sort JSON {"<kind>": rank}. */
    rank: z.number({ error: 'must be a number' }).int().min(0).max(100_000).nullable(),
  })
  .refine(timeRange, RANGE_ISSUE);
export type ActivitySaveInput = z.infer<typeof activitySaveSchema>;

export const redPointMarkSchema = z.object({
  type: z.enum(RED_POINT_TYPES, { error: `must be one of ${RED_POINT_TYPES.join(', ')}` }),
  target_id: idSchema,
  img: imageUrl().optional(),
});
export type RedPointMarkInput = z.infer<typeof redPointMarkSchema>;

export interface OperatorGachaPool {
  id: number;
  title: string;
  activity_url: string;
  content_before_act: string;
  pool: Array<{ icon: string; url: string }>;
  voice_icon: string;
  voice_url: string;
  voice_status: number;
  start_time: number;
  end_time: number;
}

export interface OperatorActivity {
  id: number;
  title: string;
  kind: number;
  img_url: string;
  jump_type: number;
  jump_url: string;
  content_id: number;
  start_time: number;
  end_time: number;
  drop_day: number[];
  break_type: number;
  rank: number | null;
}

export interface OperatorRedPoint {
  id: number;
  type: string;
  target_id: number;
  img: string;
  mtime: number;
}

export interface AudioUpload {
  key: string;
  url: string;
  size: number;
  created_at: number;
}
