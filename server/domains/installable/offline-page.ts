import { enUS } from '../../../app/i18n/en-US.ts';
import { zhCN } from '../../../app/i18n/zh-CN.ts';
import type { Language } from '../../../shared/language.ts';
import { THEME_COLORS } from '../../../shared/theme-colors.ts';

/**
 * Its policy: the page is plain HTML with its own style and an inline drawing; no script, no
 * picture, nothing fetched. The service worker answers it for a page never read before, under
 * that page's URL, so "try again" is a link to the same address.
 */
export const OFFLINE_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The offline page in one interface language, in the page colours of both schemes. */
export function offlinePageHtml(language: Language): string {
  const messages = language === 'en-US' ? enUS : zhCN;
  const { light, dark } = THEME_COLORS;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="light dark">
<meta name="theme-color" content="${light.surface}" media="(prefers-color-scheme: light)">
<meta name="theme-color" content="${dark.surface}" media="(prefers-color-scheme: dark)">
<title>${escape(messages['offline.page.title'])}</title>
<style>
:root { color-scheme: light dark; --background: ${light.background}; --surface: ${light.surface}; --accent: ${light.accent}; --text: #23272f; --muted: #5c6370; }
@media (prefers-color-scheme: dark) { :root { --background: ${dark.background}; --surface: ${dark.surface}; --accent: ${dark.accent}; --text: #e8eaef; --muted: #a9afba; } }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--background); color: var(--text); font: 16px/1.6 -apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif; }
main { box-sizing: border-box; width: min(100% - 32px, 440px); padding: 32px 24px; border-radius: 12px; background: var(--surface); text-align: center; }
svg { width: 64px; height: 64px; color: var(--accent); }
h1 { margin: 12px 0 8px; font-size: 20px; }
p { margin: 0 0 24px; color: var(--muted); }
a { display: inline-block; padding: 6px 28px; border-radius: 999px; background: var(--accent); color: var(--surface); text-decoration: none; font-size: 19px; font-weight: 700; }
a:focus-visible { outline: 2px solid var(--text); outline-offset: 2px; }
</style>
</head>
<body>
<main>
<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M2 8.8a15 15 0 0 1 4.2-2.6M10.7 5.1A15 15 0 0 1 22 8.8M5 12.5a10 10 0 0 1 3.3-2.1M15.9 10.6A10 10 0 0 1 19 12.5M8.5 16a5 5 0 0 1 7 0"/><circle cx="12" cy="19.5" r="1" fill="currentColor"/><path d="M3 3l18 18"/></svg>
<h1>${escape(messages['offline.page.title'])}</h1>
<p>${escape(messages['offline.page.text'])}</p>
<a href="">${escape(messages['offline.page.retry'])}</a>
</main>
</body>
</html>
`;
}
