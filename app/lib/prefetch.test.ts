import { describe, expect, it } from 'vitest';
import { likelyNextPages, mayPrefetch } from './prefetch.ts';

describe('prefetch', () => {
  it('is skipped offline, on 2g and with data-saver on', () => {
    expect(mayPrefetch({ onLine: true })).toBe(true);
    expect(mayPrefetch({ onLine: true, connection: { effectiveType: '4g', saveData: false } })).toBe(true);
    expect(mayPrefetch({ onLine: false })).toBe(false);
    expect(mayPrefetch({ onLine: true, connection: { effectiveType: '2g' } })).toBe(false);
    expect(mayPrefetch({ onLine: true, connection: { effectiveType: 'slow-2g' } })).toBe(false);
    expect(mayPrefetch({ onLine: true, connection: { effectiveType: '3g', saveData: true } })).toBe(false);
    expect(mayPrefetch(undefined)).toBe(false);
  });

  it('picks distinct internal pages of the edition, not the current one, at most max', () => {
    const hrefs = ['/ys/obc/a?x=1', '/ys/obc/a?x=1#top', 'https://example.org/', '/sr/wiki/b', '/ys/obc/now', '/ys/obc/b', '/ys/obc/c', '//evil/ys/obc/'];
    expect(likelyNextPages(hrefs, '/ys/obc/', '/ys/obc/now')).toEqual(['/ys/obc/a?x=1', '/ys/obc/b', '/ys/obc/c']);
    expect(likelyNextPages(hrefs, '/ys/obc/', '/ys/obc/now', 2)).toEqual(['/ys/obc/a?x=1', '/ys/obc/b']);
  });
});
