import crypto from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '../db/database.ts';
import type { FileStorage } from '../storage/storage.ts';

/** Stores image bytes under their content hash and records the upload; returns its /img/ URL. */
export async function storeImage(db: Db, storage: FileStorage, bytes: Buffer, mime: 'image/png' | 'image/jpeg') {
  const sha256 = crypto.createHash('sha256').update(bytes).digest('hex');
  const key = `${sha256.slice(0, 2)}/${sha256}.${mime === 'image/png' ? 'png' : 'jpg'}`;
  const existing = await db.selectFrom('uploads').select('id').where('key', '=', key).executeTakeFirst();
  if (!existing) {
    const meta = await sharp(bytes).metadata();
    await storage.put(key, bytes, mime);
    await db
      .insertInto('uploads')
      .values({
        key,
        sha256,
        mime,
        size: bytes.length,
        width: meta.width ?? 0,
        height: meta.height ?? 0,
        owner_id: null,
        created_at: Math.floor(Date.now() / 1000),
      })
      .execute();
  }
  return `/img/${key}`;
}

const SHAPES = [
  'M50 12 L61 38 L89 40 L67 58 L74 86 L50 71 L26 86 L33 58 L11 40 L39 38 Z', // star
  'M50 10 L88 50 L50 90 L12 50 Z', // diamond
  'M50 10 L85 30 L85 70 L50 90 L15 70 L15 30 Z', // hexagon
  'M50 14 A36 36 0 1 0 50.1 14 Z', // circle
  'M20 80 L50 15 L80 80 Z', // triangle
  'M30 15 H70 L85 50 L70 85 H30 L15 50 Z', // octagon-ish
];

/** A square icon: a gradient tile with a glyph, deterministic for (hue, shape). */
export function iconSvg(hue: number, shape: number, size = 240): string {
  const path = SHAPES[shape % SHAPES.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},70%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},65%,38%)"/>
  </linearGradient></defs>
  <rect width="100" height="100" rx="18" fill="url(#g)"/>
  <path d="${path}" fill="rgba(255,255,255,0.85)" stroke="rgba(0,0,0,0.15)" stroke-width="2"/>
</svg>`;
}

/** A wide banner: layered gradient hills under a sky, deterministic for the hue. */
export function bannerSvg(hue: number, width = 1920, height = 640): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1920 640">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="hsl(${hue},60%,30%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360},70%,70%)"/>
  </linearGradient></defs>
  <rect width="1920" height="640" fill="url(#sky)"/>
  <circle cx="${400 + (hue % 5) * 220}" cy="180" r="90" fill="hsl(${(hue + 180) % 360},90%,85%)" opacity="0.9"/>
  <path d="M0 460 Q 320 330 640 440 T 1280 430 T 1920 420 V640 H0 Z" fill="hsl(${(hue + 200) % 360},40%,35%)" opacity="0.8"/>
  <path d="M0 540 Q 400 440 900 530 T 1920 510 V640 H0 Z" fill="hsl(${(hue + 220) % 360},45%,22%)"/>
</svg>`;
}

export async function renderPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

export async function renderJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

const SEGMENTS: Record<string, string> = {
  a: '<rect x="30" y="14" width="40" height="10" rx="4"/>',
  b: '<rect x="68" y="20" width="10" height="30" rx="4"/>',
  c: '<rect x="68" y="52" width="10" height="30" rx="4"/>',
  d: '<rect x="30" y="78" width="40" height="10" rx="4"/>',
  e: '<rect x="22" y="52" width="10" height="30" rx="4"/>',
  f: '<rect x="22" y="20" width="10" height="30" rx="4"/>',
  g: '<rect x="30" y="46" width="40" height="10" rx="4"/>',
};
const DIGIT_SEGMENTS = ['abcdef', 'bc', 'abged', 'abgcd', 'fgbc', 'afgcd', 'afgedc', 'abc', 'abcdefg', 'abcdfg'];

/** A digit drawn with seven segments (no fonts needed), white on transparent. */
export function digitSvg(digit: number, size = 64): string {
  const segments = [...DIGIT_SEGMENTS[digit % 10]!].map((name) => SEGMENTS[name]).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100"><g fill="#ffffff" stroke="#333" stroke-width="2">${segments}</g></svg>`;
}

/** A 16:9 picture: sky, sun and hills, deterministic for the hue. */
export function pictureSvg(hue: number, width = 960, height = 540): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 900">
  <defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},55%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},60%,75%)"/>
  </linearGradient></defs>
  <rect width="1600" height="900" fill="url(#s)"/>
  <circle cx="${300 + (hue % 7) * 150}" cy="260" r="120" fill="hsl(${(hue + 160) % 360},85%,88%)"/>
  <path d="M0 650 Q 400 480 800 620 T 1600 600 V900 H0 Z" fill="hsl(${(hue + 200) % 360},35%,30%)"/>
</svg>`;
}
