import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { THEME_COLORS } from '../../../shared/theme-colors.ts';
import { resolveScheme, THEME_STORAGE_KEY } from './theme-choice.ts';
import { themeScript } from './theme-script.ts';

const css = readFileSync(new URL('../../styles/global.css', import.meta.url), 'utf8');

/** The custom properties of the first rule with this exact selector. */
function tokens(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  expect(start, selector).toBeGreaterThanOrEqual(0);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/--([\w-]+):\s*([^;]+);/g)].map((match) => [match[1] ?? '', (match[2] ?? '').trim()]));
}

const light = tokens(':root');
const dark = { ...light, ...tokens(":root[data-theme='dark']") };
/** A token's dark value; the test fails on one that is missing. */
const darkValue = (role: string): string => {
  const value = dark[role];
  if (value === undefined) throw new Error(`--${role} has no dark value`);
  return value;
};

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [high = 0, low = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
};

describe('colour tokens', () => {
  it('hold the page colours of shared/theme-colors.ts in both schemes', () => {
    for (const scheme of ['light', 'dark'] as const) {
      const set = scheme === 'light' ? light : dark;
      expect({ background: set.background, surface: set.surface, accent: set.accent }).toEqual(THEME_COLORS[scheme]);
    }
  });

  it('keep WCAG AA contrast for text on the dark backgrounds', () => {
    const backgrounds = ['background', 'surface', 'surface-muted'];
    for (const text of ['text', 'text-strong', 'text-secondary', 'text-subtle', 'text-muted', 'accent', 'danger', 'success', 'warning']) {
      for (const background of backgrounds) expect(contrast(darkValue(text), darkValue(background)), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
    for (const [text, background] of <Array<[string, string]>>[
      ['accent', 'accent-soft'],
      ['danger', 'danger-soft'],
      ['success', 'success-soft'],
      ['warning', 'warning-soft'],
      ['on-accent', 'accent'],
      ['on-accent', 'danger'],
      ['text', 'selected'],
      ['text', 'tooltip'],
    ]) {
      expect(contrast(darkValue(text), darkValue(background)), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
    // Borders of inputs are UI: 3:1 would be the rule for a control's only outline; here they sit beside labels.
    expect(contrast(darkValue('border-strong'), darkValue('surface'))).toBeGreaterThanOrEqual(1.8);
  });

  // A shaded role has its light shade at each use (the fallback) and one dark value here.
  it('are defined for dark for every shaded role a module uses with its light fallback', () => {
    const app = fileURLToPath(new URL('../../', import.meta.url));
    const used = new Set<string>();
    for (const file of readdirSync(app, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.css'))) {
      for (const match of readFileSync(join(app, file), 'utf8').matchAll(/var\(--([\w-]+),\s*(?:#|rgb)/g)) if (match[1]) used.add(match[1]);
    }
    expect(used.size).toBeGreaterThan(10);
    for (const role of used) expect(dark[role], role).toBeDefined();
  });
});

/** Runs the head script against a stub document: what it sets on <html>, and its listeners. */
function runScript(stored: string | null, systemDark: boolean) {
  const root = { dataset: {} as Record<string, string> };
  const listeners: Record<string, () => void> = {};
  const media = { matches: systemDark, addEventListener: (_: string, listener: () => void) => (listeners.media = listener) };
  const storage = { value: stored, getItem: (key: string) => (key === THEME_STORAGE_KEY ? storage.value : null) };
  const window = { matchMedia: () => media, addEventListener: (type: string, listener: () => void) => (listeners[type] = listener) };
  new Function('document', 'window', 'localStorage', themeScript)({ documentElement: root }, window, storage);
  return { root, media, storage, listeners };
}

describe('the head script', () => {
  it('applies the stored choice, else the system scheme', () => {
    expect(runScript('dark', false).root.dataset.theme).toBe('dark');
    expect(runScript('light', true).root.dataset.theme).toBe('light');
    expect(runScript(null, true).root.dataset.theme).toBe('dark');
    expect(runScript('purple', false).root.dataset.theme).toBe('light');
  });

  it('follows the system while no choice is stored, and a choice made later', () => {
    const run = runScript(null, false);
    expect(Object.keys(run.listeners).sort()).toEqual(['almanac-theme', 'media', 'storage']);
    run.media.matches = true;
    run.listeners.media?.();
    expect(run.root.dataset.theme).toBe('dark');
    run.storage.value = 'light';
    run.listeners['almanac-theme']?.();
    expect(run.root.dataset.theme).toBe('light');
  });

  it('resolves like chooseTheme does', () => {
    expect(resolveScheme('system', true)).toBe('dark');
    expect(resolveScheme('system', false)).toBe('light');
    expect(resolveScheme('dark', false)).toBe('dark');
  });
});
