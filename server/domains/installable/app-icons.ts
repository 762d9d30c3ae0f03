import crypto from 'node:crypto';
import { THEME_COLORS } from '../../../shared/theme-colors.ts';
import { loadSharp } from '../../lazy-modules.ts';
import { icoFromPngs } from './ico.ts';

/**
 * How an icon is laid out: 'any' is the picture itself on a transparent square; 'maskable' puts it
 * inside the central circle a launcher may crop to (the safe zone: 80% of the side, so a square
 * logo keeps 58% of it) on the page colour; 'apple' is iOS's home-screen icon, opaque, which iOS
 * rounds itself.
 */
type IconLayout = 'any' | 'maskable' | 'apple';

/** The icon files an edition (and the site root) offers, as the manifest lists them. */
export const ICON_FILES = {
  'icon-192.png': { size: 192, layout: 'any' },
  'icon-512.png': { size: 512, layout: 'any' },
  'maskable-512.png': { size: 512, layout: 'maskable' },
  'apple-touch-icon.png': { size: 180, layout: 'apple' },
} as const satisfies Record<string, { size: number; layout: IconLayout }>;

export type IconFile = keyof typeof ICON_FILES;

export function isIconFile(name: string): name is IconFile {
  return Object.hasOwn(ICON_FILES, name);
}

/** Part of a side the picture takes in each layout. */
const FILL: Record<IconLayout, number> = { any: 1, maskable: 0.58, apple: 0.8 };

/** Bumped when the drawing below changes: icon URLs carry it, so browsers fetch the new ones. */
const DRAWING_VERSION = '1';

/** The version in an icon's URL: of its source picture and of the drawing. */
export function iconVersion(sourceId: string): string {
  return crypto.createHash('sha256').update(`${DRAWING_VERSION}|${sourceId}`).digest('hex').slice(0, 12);
}

/** A square PNG of the source picture (PNG, JPEG, WebP or SVG) laid out as the file asks. */
export async function renderIcon(source: Buffer, file: IconFile): Promise<Buffer> {
  const { size, layout } = ICON_FILES[file];
  const inner = Math.round(size * FILL[layout]);
  const picture = await squarePicture(source, inner);
  const sharp = await loadSharp();
  const background = layout === 'any' ? { r: 0, g: 0, b: 0, alpha: 0 } : THEME_COLORS.light.surface;
  const margin = Math.floor((size - inner) / 2);
  return await sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: picture, left: margin, top: margin }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** /favicon.ico: the site's favicon at the sizes tabs, bookmarks and Windows' shortcuts use. */
export async function renderFaviconIco(svg: Buffer): Promise<Buffer> {
  const sizes = [16, 32, 48];
  return icoFromPngs(await Promise.all(sizes.map(async (size) => ({ size, png: await squarePng(svg, size) }))));
}

async function squarePng(source: Buffer, side: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return await sharp(await squarePicture(source, side))
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * The source scaled to fit a side × side square, transparent around it (as raw PNG input for a
 * composite). An SVG is rasterised at the density that draws it at that size, not scaled up from
 * its nominal pixels.
 */
async function squarePicture(source: Buffer, side: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const meta = await sharp(source).metadata();
  const nominal = Math.max(1, Math.min(meta.width ?? side, meta.height ?? side));
  const density = meta.format === 'svg' ? Math.min(2400, Math.max(72, Math.ceil((72 * side) / nominal))) : undefined;
  return await sharp(source, density ? { density } : {})
    .rotate()
    .resize(side, side, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}
