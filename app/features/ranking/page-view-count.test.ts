import { afterEach, describe, expect, it, vi } from 'vitest';
import { countPageView } from './page-view-count.ts';

const answer = (pv: number) => new Response(JSON.stringify({ retcode: 0, message: 'OK', data: { pv } }), { headers: { 'content-type': 'application/json' } });

describe('countPageView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks /v1/content/pv once per visit, even when called again for the same visit', async () => {
    let count = 0;
    const fetch = vi.fn(async () => answer(++count));
    vi.stubGlobal('fetch', fetch);
    expect(await countPageView('ys_obc', 7, 'visit-a')).toBe(1);
    expect(await countPageView('ys_obc', 7, 'visit-a')).toBe(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    const url = String((fetch.mock.calls[0] as unknown[])[0]);
    expect(url.startsWith('/api/ys_obc/v1/content/pv?')).toBe(true);
    expect(new URLSearchParams(url.split('?')[1]).get('content_id')).toBe('7');

    // A new visit of the same entry, or another entry, counts again.
    expect(await countPageView('ys_obc', 7, 'visit-b')).toBe(2);
    expect(await countPageView('ys_obc', 8, 'visit-b')).toBe(3);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('answers null when the call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    expect(await countPageView('ys_obc', 9, 'visit-c')).toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ retcode: 404, message: 'content_id: no content', data: null }), { status: 404 })),
    );
    expect(await countPageView('ys_obc', 10, 'visit-d')).toBeNull();
  });
});
