import { z } from 'zod';
import { isSafeLink, isSafeMediaUrl, type MediaKind } from '../safe-url.ts';

/** The URL fields of every contract that stores one (the rules: shared/safe-url.ts). */

export const LINK_RULE = 'must be a web URL or a path of this site';
export const MEDIA_RULES: Record<MediaKind, string> = {
  image: 'must be one of our uploads or an allowed image host',
  audio: 'must be one of our uploads or an allowed media host',
};

const urlText = (max: number) => z.string({ error: 'must be text' }).trim().max(max, `at most ${max} characters`);

/** A stored link; empty is none. */
export const linkUrl = (max = 2_000) => urlText(max).refine((value) => value === '' || isSafeLink(value), LINK_RULE);

/** A stored picture; empty is none. */
export const imageUrl = (max = 2_000) => urlText(max).refine((value) => value === '' || isSafeMediaUrl('image', value), MEDIA_RULES.image);

/** A stored clip; empty is none. */
export const audioUrl = (max = 2_000) => urlText(max).refine((value) => value === '' || isSafeMediaUrl('audio', value), MEDIA_RULES.audio);
