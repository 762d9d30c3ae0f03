import { describe, expect, it } from 'vitest';
import { scanWikitext } from './scan.ts';

describe('scanWikitext (the import cheap pass)', () => {
  it('finds a redirect and its target', () => {
    expect(scanWikitext('#REDIRECT [[璃月港#港口]]\n[[分类:地区]]')).toEqual({ redirect: { title: '璃月港', fragment: '港口' }, linkTargets: ['分类:地区'] });
    expect(scanWikitext('#重定向 [[璃月港]]').redirect).toEqual({ title: '璃月港' });
  });

  it('reads the link targets of the page text, not of comments, <nowiki> or extension tags, nor [[:X]] links', () => {
    const page = scanWikitext(
      "'''甘雨'''<!-- [[分类:注释]] --><nowiki>[[分类:无]]</nowiki>\n[[分类:冰元素|排序]] [[:分类:链接]] [[Category:Foo_bar]] [[刻晴|她]]<ref>[[分类:引用]]</ref>",
    );
    expect(page.redirect).toBeNull();
    expect(page.linkTargets).toEqual(['分类:冰元素', 'Category:Foo_bar', '刻晴']);
  });
});
