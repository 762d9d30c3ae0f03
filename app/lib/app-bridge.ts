/**
 * The one door to the publisher's companion app. Each function has a plain-web fallback, so
 * pages call these without asking where they run.
 *
 * The app injects `window.AlmanacBridge` before page scripts run (browser tests do the same
 * with page.addInitScript) and names itself in the User-Agent (`miHoYoBBS/2.5.1` or
 * `AlmanacApp/2.5.1`); a page opened with the `mihoyo_app` query flag counts as in the app too.
 */

import { APP_UA, isInApp } from '../../shared/in-app.ts';

export { isInApp };

export interface SharePayload {
  title: string;
  url: string;
  image?: string | undefined;
  description?: string | undefined;
}

/** Permission kinds the upload asks for: the camera (Android), photo library plus camera (iOS). */
export type MediaPermission = 'camera' | 'photo';

/** What the app offers; every member is optional (older apps lack some). */
export interface NativeBridge {
  closePage?: () => void;
  share?: (payload: SharePayload) => unknown;
  /** The app's own sign-in; resolves true (or undefined) once signed in, false when cancelled. */
  login?: () => unknown;
  /** The app's "me" page. */
  openMePage?: () => void;
  openFloatingWindow?: (payload: { url: string; title: string }) => unknown;
  /** A community article page, opened natively. */
  openArticle?: (payload: { game: string; id: number; url: string }) => unknown;
  /** Asks for permissions; answers a result code, 0 when granted. */
  requestPermission?: (kinds: MediaPermission[]) => unknown;
  /** The app's real-name verification; resolves true when verified. */
  realname?: () => unknown;
  /** The app's own notification (system or in-app) of one that just arrived; a tap opens its url. */
  notify?: (payload: AppNotification) => unknown;
  /** The signed-in visitor's unread count, for the app's badge. */
  setUnreadCount?: (count: number) => unknown;
}

/** A notification handed to the app: its id (the app may drop repeats), kind, sentence and link. */
export interface AppNotification {
  id: number;
  kind: string;
  text: string;
  /** The quoted comment, '' when none. */
  comment: string;
  /** An absolute address; '' when it leads nowhere. */
  url: string;
}

declare global {
  interface Window {
    AlmanacBridge?: NativeBridge;
  }
}

/** The floating window needs this app version (Android). */
export const FLOATING_WINDOW_MIN_VERSION = '2.5';

export interface AppInfo {
  inApp: boolean;
  /** The app version from the User-Agent, e.g. [2, 5, 1]; null when absent. */
  version: number[] | null;
  platform: 'android' | 'ios' | 'other';
}

/** Parses "2.5.1" into [2, 5, 1]; null for anything else. */
export function parseVersion(text: string | null | undefined): number[] | null {
  if (!text || !/^\d+(\.\d+){0,3}$/.test(text.trim())) return null;
  return text.trim().split('.').map(Number);
}

/** Compares two versions part by part (missing parts are 0): negative, 0 or positive. */
export function compareVersions(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** What the User-Agent (and the query flag) tell about the app. */
export function appInfo(userAgent: string, search = ''): AppInfo {
  const match = APP_UA.exec(userAgent);
  const platform = /Android/i.test(userAgent) ? 'android' : /iPhone|iPad|iPod|iOS/i.test(userAgent) ? 'ios' : 'other';
  return { inApp: isInApp(userAgent, search), version: parseVersion(match?.[1]), platform };
}

/** The floating window: only the Android app of version 2.5 or later has it. */
export function floatingWindowSupport(info: AppInfo): 'supported' | 'outdated' | 'unavailable' {
  if (!info.inApp || info.platform !== 'android') return 'unavailable';
  if (!info.version || compareVersions(info.version, parseVersion(FLOATING_WINDOW_MIN_VERSION)!) < 0) return 'outdated';
  return 'supported';
}

const NATIVE_ARTICLE = /^\/(ys|bh3|bh2|wd)\/article\/(\d+)\/?$/;

/** A community article the app opens natively: /ys, /bh3, /bh2 or /wd followed by /article/{id}. */
export function nativeArticleOf(url: string): { game: string; id: number } | null {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://local.invalid').pathname;
  } catch {
    return null;
  }
  const match = NATIVE_ARTICLE.exec(pathname);
  return match ? { game: match[1]!, id: Number(match[2]) } : null;
}

/** The permissions an upload asks for on each platform. */
export function uploadPermissionsFor(platform: AppInfo['platform']): MediaPermission[] {
  return platform === 'ios' ? ['photo', 'camera'] : ['camera'];
}

// ---- browser side ---------------------------------------------------------------------------

const bridge = (): NativeBridge | undefined => (typeof window === 'undefined' ? undefined : window.AlmanacBridge);

/** The current page's app information (in the browser; outside the app on the server). */
export function currentAppInfo(): AppInfo {
  if (typeof window === 'undefined') return { inApp: false, version: null, platform: 'other' };
  return appInfo(window.navigator.userAgent, window.location.search);
}

/** True when the page runs inside the app (browser only). */
export function inApp(): boolean {
  return currentAppInfo().inApp;
}

/** Closes the app's web view; on the plain web there is nothing to close, so it reports false. */
export function closeAppPage(): boolean {
  const close = bridge()?.closePage;
  if (!close) return false;
  close();
  return true;
}

/** Shares a page: the app's share sheet, else the Web Share API, else the link is copied. */
export async function share(payload: SharePayload): Promise<'app' | 'web' | 'copied' | 'none'> {
  const native = bridge()?.share;
  if (inApp() && native) {
    await native(payload);
    return 'app';
  }
  if (typeof navigator !== 'undefined' && typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: payload.title, url: payload.url, text: payload.description });
      return 'web';
    } catch {
      return 'none';
    }
  }
  try {
    await navigator.clipboard.writeText(payload.url);
    return 'copied';
  } catch {
    return 'none';
  }
}

/**
 * The app's sign-in. Answers undefined outside the app (the caller opens the web sign-in
 * dialog), else whether the visitor signed in.
 */
export async function appLogin(): Promise<boolean | undefined> {
  const native = bridge()?.login;
  if (!inApp() || !native) return undefined;
  try {
    return (await native()) !== false;
  } catch {
    return false;
  }
}

/** The app's me page; false on the web (the caller shows its own account menu). */
export function openAppMePage(): boolean {
  const native = bridge()?.openMePage;
  if (!inApp() || !native) return false;
  native();
  return true;
}

/**
 * The floating window of the page. 'outdated' when the app is older than 2.5 (the caller
 * shows the upgrade toast), 'unavailable' outside the Android app.
 */
export function openFloatingWindow(payload: { url: string; title: string }): 'opened' | 'outdated' | 'unavailable' {
  const support = floatingWindowSupport(currentAppInfo());
  if (support !== 'supported') return support;
  const native = bridge()?.openFloatingWindow;
  if (!native) return 'outdated';
  native(payload);
  return 'opened';
}

/** Opens a link: community articles natively inside the app, anything else in the browser. */
export function openLink(url: string, target: '_self' | '_blank' = '_self'): 'app' | 'web' {
  const article = nativeArticleOf(url);
  const native = bridge()?.openArticle;
  if (article && inApp() && native) {
    native({ ...article, url });
    return 'app';
  }
  if (target === '_blank') window.open(url, '_blank', 'noopener');
  else window.location.assign(url);
  return 'web';
}

/**
 * Before an upload's picker opens: inside the app ask for the camera (Android) or photo library
 * plus camera (iOS); the picker may open only when the app answers result code 0. On the web
 * the browser asks by itself, so it is always true.
 */
export async function ensureUploadPermission(): Promise<boolean> {
  const info = currentAppInfo();
  const native = bridge()?.requestPermission;
  if (!info.inApp || !native) return true;
  try {
    return Number(await native(uploadPermissionsFor(info.platform))) === 0;
  } catch {
    return false;
  }
}

/** The app's real-name verification; undefined outside the app (the web dialog runs instead). */
export async function appRealname(): Promise<boolean | undefined> {
  const native = bridge()?.realname;
  if (!inApp() || !native) return undefined;
  try {
    return (await native()) !== false;
  } catch {
    return false;
  }
}

/** Hands a live notification to the app; false on the web or in an app without the hook (the bell alone tells). */
export function appNotify(payload: AppNotification): boolean {
  const native = bridge()?.notify;
  if (!inApp() || !native) return false;
  try {
    native(payload);
    return true;
  } catch {
    return false;
  }
}

/** The unread count for the app's badge; false on the web or in an app without the hook. */
export function appUnreadCount(count: number): boolean {
  const native = bridge()?.setUnreadCount;
  if (!inApp() || !native) return false;
  try {
    native(count);
    return true;
  } catch {
    return false;
  }
}
