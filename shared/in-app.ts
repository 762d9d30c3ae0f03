/** The companion app's User-Agent token, with its version when it gives one. */
export const APP_UA = /(?:miHoYoBBS|AlmanacApp)(?:\/(\d+(?:\.\d+){0,3}))?/i;

/** Inside the app: its user agent, or the mihoyo_app query flag (the page cache keys on it too). */
export function isInApp(userAgent: string, search: string): boolean {
  return APP_UA.test(userAgent) || new URLSearchParams(search).has('mihoyo_app');
}
