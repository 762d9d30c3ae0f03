import { describe, expect, it } from 'vitest';
import { channelPath, contentPath, isInternalUrl, wikiHref } from './wiki-href.ts';

function parse(href: string) {
  const url = new URL(href, 'https://wiki.example');
  return { pathname: url.pathname, params: Object.fromEntries(url.searchParams) };
}

describe('wikiHref', () => {
  it('adds bbs_presentation_style=no_header and the visit_device', () => {
    expect(parse(wikiHref('/ys/obc/', 'channel/map/5', 'mobile'))).toEqual({
      pathname: '/ys/obc/channel/map/5',
      params: { bbs_presentation_style: 'no_header', visit_device: 'mobile' },
    });
    expect(parse(wikiHref('/ys/obc/', '', 'pc'))).toEqual({
      pathname: '/ys/obc/',
      params: { bbs_presentation_style: 'no_header', visit_device: 'pc' },
    });
  });

  it('strips leading slashes from the path', () => {
    expect(parse(wikiHref('/ys/obc/', '///content/1/detail', 'pc')).pathname).toBe('/ys/obc/content/1/detail');
  });

  it('keeps extra query values and overrides the two it owns', () => {
    const { params } = parse(wikiHref('/sr/wiki/', 'search', 'pc', { q: '甘雨 & co', visit_device: 'mobile', bbs_presentation_style: 'x' }));
    expect(params).toEqual({ q: '甘雨 & co', bbs_presentation_style: 'no_header', visit_device: 'pc' });
  });
});

describe('contentPath', () => {
  it('uses the bbs_url when there is one, else the detail page', () => {
    expect(contentPath({ content_id: 7, bbs_url: 'https://forum.example.org/article/1' })).toEqual({ external: 'https://forum.example.org/article/1' });
    expect(contentPath({ content_id: 7, bbs_url: '' })).toEqual({ path: 'content/7/detail' });
  });
});

describe('channelPath', () => {
  it('uses the jump_url when there is one', () => {
    expect(channelPath({ id: 3, parent_id: 1 }, 'https://map.example/')).toEqual({ external: 'https://map.example/' });
  });

  it('links a top channel or a child channel to its page', () => {
    expect(channelPath({ id: 3, parent_id: 0 }, '')).toEqual({ path: 'channel/map/3' });
    expect(channelPath({ id: 3, parent_id: 1 }, '')).toEqual({ path: 'channel/map/1/3' });
    expect(channelPath({ id: 3, parent_id: 1 }, '', 'position')).toEqual({ path: 'channel/position/1/3' });
  });
});

describe('isInternalUrl', () => {
  it('treats root-relative paths and same-host URLs as internal', () => {
    expect(isInternalUrl('/ys/obc/content/1/detail', undefined)).toBe(true);
    expect(isInternalUrl('https://wiki.example/ys/obc/', 'wiki.example')).toBe(true);
  });

  it('treats other hosts, protocol-relative and unparsable URLs as external', () => {
    expect(isInternalUrl('https://evil.example/x', 'wiki.example')).toBe(false);
    expect(isInternalUrl('https://wiki.example/x', undefined)).toBe(false);
    expect(isInternalUrl('//evil.example/x', 'wiki.example')).toBe(false);
    expect(isInternalUrl('not a url', 'wiki.example')).toBe(false);
    expect(isInternalUrl('javascript:alert(1)', 'wiki.example')).toBe(false);
  });
});
