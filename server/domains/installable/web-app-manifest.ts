import { THEME_COLORS } from '../../../shared/theme-colors.ts';
import { ICON_FILES, type IconFile } from './app-icons.ts';

/** What a manifest says of the app it installs: an edition, or the site's root. */
export interface ManifestSubject {
  name: string;
  /** Where the installed app opens and what it keeps: the edition's base path, or '/'. */
  basePath: string;
  lang: string;
  /** The folder of its icons, their version in it: /{base}icons/{version}/. */
  iconFolder: string;
}

/** In the manifest's icon list: the launcher's sizes and the maskable one (iOS reads its apple-touch-icon link instead). */
const LISTED: IconFile[] = ['icon-192.png', 'icon-512.png', 'maskable-512.png'];

/**
 * The web app manifest (W3C Web Application Manifest): installed from any page of the edition it
 * opens the edition's home, standalone, and keeps to the edition's pages (scope); its colours are
 * the light scheme's (a manifest has one; the pages' theme-color metas give each scheme's).
 */
export function webAppManifest(subject: ManifestSubject) {
  return {
    id: subject.basePath,
    name: subject.name,
    short_name: shortName(subject.name),
    start_url: subject.basePath,
    scope: subject.basePath,
    display: 'standalone',
    lang: subject.lang,
    dir: 'ltr',
    background_color: THEME_COLORS.light.background,
    theme_color: THEME_COLORS.light.surface,
    categories: ['games', 'entertainment', 'reference'],
    icons: LISTED.map((file) => {
      const { size, layout } = ICON_FILES[file];
      return { src: `${subject.iconFolder}${file}`, sizes: `${size}x${size}`, type: 'image/png', purpose: layout === 'maskable' ? 'maskable' : 'any' };
    }),
  };
}

/**
 * The name under a home-screen icon, which launchers cut at about 12 characters (6 CJK ones):
 * the name less a trailing 百科 / Wiki when that makes it fit, else the name as it is.
 */
function shortName(name: string): string {
  const fits = (text: string) => [...text].reduce((width, char) => width + (/[\u3000-\u9fff\uff00-\uffef]/.test(char) ? 2 : 1), 0) <= 12;
  if (fits(name)) return name;
  const trimmed = name.replace(/\s*(百科|wiki)$/i, '');
  return trimmed && fits(trimmed) ? trimmed : name;
}
