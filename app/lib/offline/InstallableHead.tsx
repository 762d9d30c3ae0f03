import { THEME_COLORS } from '../../../shared/theme-colors.ts';

/**
 * The head's part of being installable (README, Installable and offline): the web app manifest of
 * the edition the page belongs to (base: its base path, '/' outside one), iOS's home-screen icon,
 * and the browser's bar in the page colour of each scheme.
 */
export function InstallableHead({ base }: { base: string }) {
  return (
    <>
      <link rel="manifest" href={`${base}manifest.webmanifest`} />
      <link rel="apple-touch-icon" href={`${base}apple-touch-icon.png`} />
      <meta name="theme-color" content={THEME_COLORS.light.surface} media="(prefers-color-scheme: light)" />
      <meta name="theme-color" content={THEME_COLORS.dark.surface} media="(prefers-color-scheme: dark)" />
    </>
  );
}
