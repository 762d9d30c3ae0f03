import type { PageContentItem } from '../../../../shared/contract/channel.ts';
import { parseItemExt } from '../../../../shared/channel-ext.ts';
import { isGrayscaleDate } from '../../../../shared/blocks.ts';

/** What a list block shows as an entry's image: its picture for this channel, else its icon. */
export interface ItemMedia {
  src: string;
  /** A picture fills its frame (cover); an icon sits whole inside it (contain); none leaves a tile. */
  kind: 'picture' | 'icon' | 'none';
}

/** The entry's first picture of this channel (ext c_{channelId}.picture.list[0]), else its icon. */
export function itemMedia(item: Pick<PageContentItem, 'ext' | 'icon'>, channelId: number): ItemMedia {
  const picture = parseItemExt(item.ext, channelId).pictures[0];
  if (picture) return { src: picture, kind: 'picture' };
  if (item.icon) return { src: item.icon, kind: 'icon' };
  return { src: '', kind: 'none' };
}

/** article_time arrives as text of seconds; anything unreadable counts as no time (0). */
export function articleSeconds(item: Pick<PageContentItem, 'article_time'>): number {
  const seconds = Number(item.article_time);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/** Entries dated before the fixed 2020 moment show their image in grayscale. */
export function isGrayscaleItem(item: Pick<PageContentItem, 'article_time'>): boolean {
  return isGrayscaleDate(articleSeconds(item) * 1000);
}

/** A machine-readable date for <time dateTime>, or undefined for a missing (0) time. */
export function isoTime(ms: number): string | undefined {
  return ms > 0 && Number.isFinite(ms) ? new Date(ms).toISOString() : undefined;
}

/** Pictures are mostly landscape (16:9): a taller frame needs a wider variant to cover its height. */
const PICTURE_RATIO = 16 / 9;

/**
 * Width of the image variant for a frame of width x height CSS px, doubled for high-DPI screens.
 * Icons are square, so their shorter side is enough; a picture must cover the frame, and a
 * landscape picture in a taller frame is scaled to the frame's height.
 */
export function variantWidth(media: Pick<ItemMedia, 'kind'>, width: number, height: number): number {
  const cssWidth = media.kind === 'icon' ? Math.min(width, height) : Math.max(width, height * PICTURE_RATIO);
  return Math.round(cssWidth * 2);
}
