import { describe, expect, it } from 'vitest';
import { footerHref } from './footer-href.ts';

describe('footerHref', () => {
  it('gives a page of the edition the query every internal link carries, keeping its own', () => {
    expect(footerHref('/ys/obc/content/12/detail', '/ys/obc/', 'mobile')).toBe(
      '/ys/obc/content/12/detail?bbs_presentation_style=no_header&visit_device=mobile',
    );
    expect(footerHref(' /ys/obc/content/12/detail?tab=2#faq ', '/ys/obc/', 'pc')).toBe(
      '/ys/obc/content/12/detail?tab=2&bbs_presentation_style=no_header&visit_device=pc#faq',
    );
    expect(footerHref('/ys/obc/?bbs_presentation_style=other', '/ys/obc/', 'pc')).toBe('/ys/obc/?bbs_presentation_style=no_header&visit_device=pc');
  });

  it('gives another path of the site bbs_presentation_style only, and leaves outside URLs alone', () => {
    expect(footerHref('/sr/wiki/content/3/detail', '/ys/obc/', 'pc')).toBe('/sr/wiki/content/3/detail?bbs_presentation_style=no_header');
    expect(footerHref('https://example.com/about', '/ys/obc/', 'pc')).toBe('https://example.com/about');
    expect(footerHref('//evil.example/x', '/ys/obc/', 'pc')).toBe('//evil.example/x');
  });
});
