import { describe, expect, it } from 'vitest';
import { isLatePart, isPublicAnswer, isReaderPage, pageOfDataRequest } from './offline-protocol.ts';

const answer = (status: number, cacheControl: string | null, type: ResponseType = 'basic') => ({
  status,
  type,
  headers: new Headers(cacheControl === null ? {} : { 'cache-control': cacheControl }),
});

describe('what the service worker may keep', () => {
  it('keeps public 200s of our origin only: never private, no-store, unmarked, opaque or other statuses', () => {
    expect(isPublicAnswer(answer(200, 'public, max-age=0, s-maxage=300, stale-while-revalidate=600'))).toBe(true);
    expect(isPublicAnswer(answer(200, 'public, max-age=31536000, immutable'))).toBe(true);
    expect(isPublicAnswer(answer(200, 'private, no-store'))).toBe(false);
    expect(isPublicAnswer(answer(200, 'public, no-store'))).toBe(false);
    expect(isPublicAnswer(answer(200, 'Public, Private'))).toBe(false);
    expect(isPublicAnswer(answer(200, 'no-cache'))).toBe(false);
    expect(isPublicAnswer(answer(200, null))).toBe(false);
    expect(isPublicAnswer(answer(404, 'public, max-age=60'))).toBe(false);
    expect(isPublicAnswer(answer(0, 'public', 'opaque'))).toBe(false);
    expect(isPublicAnswer(answer(200, 'public', 'cors'))).toBe(false);
  });

  it("tries reader pages and their data, never the console, the API or an edition's personal pages", () => {
    for (const page of [
      '/',
      '/ys/obc/',
      '/ys/obc/content/12/detail',
      '/ys/obc/channel/position/1',
      '/ys/obc/search',
      '/ys/obc/content/12/detail.data',
      '/ys/obc.data',
    ]) {
      expect(isReaderPage(page), page).toBe(true);
    }
    for (const page of [
      '/admin',
      '/admin/ys_obc/channels',
      '/admin.data',
      '/api/ys_obc/v1/common_setting',
      '/ys/obc/editor',
      '/ys/obc/editor/12',
      '/ys/obc/editor/12.data',
      '/ys/obc/words/list',
      '/ys/obc/words/review/3',
      '/ys/obc/account',
      '/ys/obc/favorite/list',
      '/ys/obc/reports',
      '/ys/obc/my-data/favorite-state.data',
      '/ys/obc/content/12/save',
      '/ys/obc/content/notice',
      '/ys/obc/content/12/success.data',
    ]) {
      expect(isReaderPage(page), page).toBe(false);
    }
  });

  it("names the page a client navigation's data is for, and tells late parts apart", () => {
    expect(pageOfDataRequest(new URL('http://x/_root.data'))).toBe('/');
    expect(pageOfDataRequest(new URL('http://x/ys/obc.data?lang=en-US'))).toBe('/ys/obc/?lang=en-US');
    expect(pageOfDataRequest(new URL('http://x/ys/obc/content/12/detail.data?_routes=root%2Cedition&visit_device=pc'))).toBe(
      '/ys/obc/content/12/detail?visit_device=pc',
    );
    expect(pageOfDataRequest(new URL('http://x/ys/obc/channel/_.data'))).toBe('/ys/obc/channel');
    expect(isLatePart('/ys/obc/reader-data/ranking.data')).toBe(true);
    expect(isLatePart('/ys/obc/content/12/detail.data')).toBe(false);
  });
});
