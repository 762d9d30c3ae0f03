/** Image sizing rules shared by the image service and the pages that ask for variants. */
export const IMAGE_DEFAULT_QUALITY = 75;
export const BANNER_IMAGE = { width: 2560, quality: 60 } as const;
export const LOGO_IMAGE = { width: 600, quality: 60 } as const;
export const IMAGE_MAX_WIDTH = 2560;

/** URL of a resized variant of one of our /img/ images; other URLs pass through. */
export function imageVariant(url: string, width: number, quality: number = IMAGE_DEFAULT_QUALITY): string {
  if (!url.startsWith('/img/')) return url;
  const clean = url.split('?')[0];
  return `${clean}?w=${Math.min(Math.round(width), IMAGE_MAX_WIDTH)}&q=${quality}`;
}

/**
 * The widths /img/ renders. A requested width is rounded up to the next one (the browser scales
 * the few extra pixels down), so one picture has a bounded number of variants whatever URLs
 * are asked for, and nobody can keep the server resizing.
 */
export const IMAGE_WIDTHS = [
  16, 24, 32, 40, 48, 50, 64, 72, 80, 96, 100, 120, 128, 144, 160, 180, 200, 240, 256, 300, 320, 360, 400, 480, 500, 600, 640, 720, 750, 800, 960, 1000, 1080,
  1200, 1280, 1440, 1600, 1920, 2048, 2560,
] as const;

/** The qualities /img/ encodes at; a requested quality goes to the nearest one. */
export const IMAGE_QUALITIES = [30, 40, 50, 60, 70, 75, 80, 85, 90, 95] as const;

/** The listed width a requested one renders at: the smallest listed width not below it. */
export function renderWidth(width: number): number {
  return IMAGE_WIDTHS.find((listed) => listed >= width) ?? IMAGE_MAX_WIDTH;
}

/** The listed quality a requested one encodes at: the nearest (the higher one on a tie). */
export function renderQuality(quality: number): number {
  let best: number = IMAGE_QUALITIES[0];
  for (const listed of IMAGE_QUALITIES) if (Math.abs(listed - quality) <= Math.abs(best - quality)) best = listed;
  return best;
}
