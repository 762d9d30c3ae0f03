/** Where the dismissal of the home notice bar is kept: the version dismissed and when. */
export const NOTICE_DISMISSAL_KEY = 'almanac:notice-dismissed';

export interface NoticeDismissal {
  version: number;
  at: number;
}

export function readDismissal(raw: string | null): NoticeDismissal | null {
  try {
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (typeof value === 'object' && value !== null && typeof (value as NoticeDismissal).version === 'number') return value as NoticeDismissal;
  } catch {
    // A damaged value counts as never dismissed.
  }
  return null;
}

/** The bar shows unless this version (or a newer one) was dismissed. */
export function noticeVisible(version: number, dismissal: NoticeDismissal | null): boolean {
  return dismissal === null || version > dismissal.version;
}
