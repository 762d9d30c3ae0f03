/**
 * The two colour schemes' page colours, where something outside the stylesheet needs them: the
 * `theme-color` meta of each scheme and the web app manifest. The stylesheet's tokens
 * (app/styles/global.css) hold the same values.
 */
export const THEME_COLORS = {
  light: { background: '#f4f5f7', surface: '#ffffff', accent: '#2f6bc4' },
  dark: { background: '#15171c', surface: '#1e2128', accent: '#6ea2f0' },
} as const;

export type ColorScheme = keyof typeof THEME_COLORS;
