/** Layout constants of the spec, shared by the server's first guess and the browser. */
export const LAYOUT_BREAKPOINT = 900;
export const DESKTOP_WIDTH = 1200;
export const DESIGN_WIDTH = 375;

export type Layout = 'mobile' | 'pc';

export function layoutFromParam(value: string | null | undefined): Layout | undefined {
  return value === 'mobile' || value === 'pc' ? value : undefined;
}

export function layoutForWidth(width: number): Layout {
  return width > LAYOUT_BREAKPOINT ? 'pc' : 'mobile';
}

const MOBILE_UA = /Android|iPhone|iPod|iPad|Mobile|HarmonyOS|miHoYoBBS|AlmanacApp/i;

/** The server's guess before any width is known. */
export function layoutFromUserAgent(userAgent: string | null | undefined): Layout {
  return userAgent && MOBILE_UA.test(userAgent) ? 'mobile' : 'pc';
}

/** Root font size: 100 px above the breakpoint, else scaled from the 375 px design width. */
export function rootFontSize(width: number): number {
  return width > LAYOUT_BREAKPOINT ? 100 : (width / DESIGN_WIDTH) * 100;
}
