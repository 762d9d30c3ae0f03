import type { ColorScheme } from '../../../shared/theme-colors.ts';

/**
 * The reader's colour scheme: their choice is kept in this browser (localStorage, never a cookie:
 * the page cache keys cookies, and the page must be the same whatever the scheme) and applied by
 * the head script (theme-script.ts) before first paint, as `data-theme` on <html>.
 */
export const THEME_STORAGE_KEY = 'almanac_theme';

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);
}

/** The scheme shown: the choice, or the system's when following it (the head script's rule). */
export function resolveScheme(choice: ThemeChoice, systemDark: boolean): ColorScheme {
  if (choice === 'system') return systemDark ? 'dark' : 'light';
  return choice;
}

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** Remembers the choice (following the system is the absence of one) and shows it at once. */
export function chooseTheme(choice: ThemeChoice): void {
  try {
    if (choice === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  const systemDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.dataset.theme = resolveScheme(choice, systemDark);
  // The head script follows system changes; it learns of a changed choice from this event.
  window.dispatchEvent(new Event('almanac-theme'));
}
