import { z } from 'zod';
import { imageUrl, linkUrl } from './url-fields.ts';
import { flag, idSchema, moveFields, requiredText, text } from './operator.ts';

export const bannerSaveSchema = z.object({
  /** Left out: a new banner (at the end). */
  id: idSchema.optional(),
  title: text(200),
  image_url: imageUrl().refine((value) => value !== '', 'is required'),
  jump_url: linkUrl(),
});
export type BannerSaveInput = z.infer<typeof bannerSaveSchema>;

export const bannerMoveSchema = z.object({ id: idSchema, ...moveFields });

/**
 * The announcement (the home notice bar). A version bump shows it again to readers who
 * dismissed the previous one; without it the text is corrected in place.
 */
export const announcementSaveSchema = z.object({
  text: requiredText(500),
  speaker: text(100),
  pop_window: flag,
  bump_version: flag,
});
export type AnnouncementSaveInput = z.infer<typeof announcementSaveSchema>;

export interface OperatorBanner {
  id: number;
  title: string;
  image_url: string;
  jump_url: string;
  sort: number;
}

export interface OperatorAnnouncement {
  text: string;
  speaker: string;
  pop_window: boolean;
  version: number;
  updated_at: number;
}
