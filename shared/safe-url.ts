/**
 * What a stored URL may be (issue 19.7), checked when it is written; the renderers still
 * neutralise anything else when they read it.
 *
 * - A link (rich-text href, jump_url, bbs_url, source_url...): an absolute http(s) URL without
 *   credentials, or a path of this site starting with a single `/`.
 * - A picture (image src, icon_url, banners...): one of our uploads (`/img/{key}`), or an https
 *   URL on a host the operator allows (IMAGE_HOSTS).
 * - A clip (voice audio_url, voice_url): one of our uploads (`/media/{key}`), or an https URL
 *   on an allowed host.
 * Nothing with whitespace, control or invisible format characters, or backslashes passes:
 * browsers drop or reinterpret them (`java\tscript:`, `/\evil.example`). The zod fields of
 * the contracts are in shared/contract/url-fields.ts; this module has no dependency, so the
 * browser's renderers and editor use the same checks.
 */

const UNSAFE_CHARACTERS = /[\s\p{Cc}\p{Cf}\\]/u;

/** A path of this site: one leading `/`, never `//` (another host). */
export function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !UNSAFE_CHARACTERS.test(value);
}

/** An absolute http(s) URL with a host and no user name or password; undefined otherwise. */
function webUrl(value: string): URL | undefined {
  if (!/^https?:\/\/[^/]/i.test(value) || UNSAFE_CHARACTERS.test(value)) return undefined;
  try {
    const url = new URL(value);
    const web = (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    return web && url.username === '' && url.password === '' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a link may be stored: an http(s) URL or a path of this site. */
export const isSafeLink = (value: string): boolean => isSitePath(value) || webUrl(value) !== undefined;

/** Our uploads' URLs: /img/{key} for pictures, /media/{key} for audio and video (keys as storage keeps them). */
const OWN_UPLOAD = { image: /^\/img\/[A-Za-z0-9][A-Za-z0-9/_.-]{0,199}$/, audio: /^\/media\/[A-Za-z0-9][A-Za-z0-9/_.-]{0,199}$/ } as const;
export type MediaKind = keyof typeof OWN_UPLOAD;

const isOwnUpload = (kind: MediaKind, value: string) => OWN_UPLOAD[kind].test(value) && !value.includes('..') && !value.includes('//');

/**
 * Hosts outside pictures and clips may come from. The server sets them once at boot from
 * IMAGE_HOSTS (none when unset); until then (the browser, whose forms only check the shape) any
 * https host passes and the server decides.
 */
let allowedHosts: ReadonlySet<string> | undefined;

/** Sets the hosts outside pictures and clips may come from (the server, at boot). */
export function allowMediaHosts(hosts: readonly string[]): void {
  allowedHosts = new Set(hosts.map((host) => host.toLowerCase()));
}

/** Whether a picture (kind 'image') or a clip (kind 'audio') may be stored from this URL. */
export function isSafeMediaUrl(kind: MediaKind, value: string): boolean {
  if (isOwnUpload(kind, value)) return true;
  const url = webUrl(value);
  return url !== undefined && url.protocol === 'https:' && (allowedHosts === undefined || allowedHosts.has(url.hostname));
}
