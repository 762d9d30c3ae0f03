import { beforeAll, describe, expect, it } from 'vitest';
import type { EntryDoc } from '../../../shared/contract/entry-page.ts';
import { allowMediaHosts, isSafeLink, isSafeMediaUrl } from '../../../shared/safe-url.ts';
import { entryDocToWikitext, wikitextToEntryDoc } from './index.ts';
import { blocksOf, componentsOf, expectValid, exportContext, fixture, importContext, runsOf } from './test-support.ts';

/** Every URL the document would render: rich-text links and pictures, galleries, the page's own pictures. */
function urlsOf(doc: EntryDoc): { links: string[]; pictures: string[] } {
  const links = runsOf(doc).flatMap((run) => (run.href === undefined ? [] : [run.href]));
  const pictures = [
    ...blocksOf(doc).flatMap((block) => (block.type === 'image' ? [block.src] : [])),
    ...componentsOf(doc, 'gallery').flatMap((gallery) => gallery.data.images.map((image) => image.src)),
    doc.icon_url,
    doc.header_img_url,
  ].filter((url) => url !== '');
  return { links, pictures };
}

describe('hostile wikitext', () => {
  // As the server sets it at boot: pictures from our uploads and this one host only.
  beforeAll(() => allowMediaHosts(['img.example.org']));
  const { ctx } = importContext('攻击页', [], ['Evil.png']);
  const page = wikitextToEntryDoc(fixture('hostile.wiki'), ctx);

  it('gives a valid document whose every link is a web URL and every picture one of ours', () => {
    expectValid(page.doc);
    const { links, pictures } = urlsOf(page.doc);
    expect(links.every((href) => isSafeLink(href) && /^https:\/\//.test(href))).toBe(true);
    expect(pictures.every((src) => isSafeMediaUrl('image', src))).toBe(true);
    // The only links that survive: the picture's page link is dropped, https links kept.
    expect(links).toEqual(['https://evil.example/path']);
  });

  it('keeps script and event-handler attempts as inert text (never a tag, never an attribute)', () => {
    const text = runsOf(page.doc)
      .map((run) => run.text)
      .join('');
    expect(text).toContain("<script>alert('x')</script>");
    expect(text).toContain('<img src=x onerror=alert(1)>');
    expect(text).toContain('[javascript:alert(1) 点我]');
    // A credentialed URL is not a link; its text stays.
    expect(runsOf(page.doc).find((run) => run.text === '带凭据')?.href).toBeUndefined();
    expect(page.unmapped.some((note) => note.kind === 'link' && note.name === 'unsafe or non-web URL')).toBe(true);
    expect(page.unmapped.some((note) => note.kind === 'tag' && note.name === 'span')).toBe(true);
  });

  it('keeps the infobox values and the reference as text', () => {
    const [infobox] = componentsOf(page.doc, 'table');
    expect(infobox?.data.rows).toEqual([
      ['name', '<script>alert(7)</script>'],
      ['url', 'javascript:alert(8)'],
    ]);
    expect(runsOf(page.doc).some((run) => run.footnote === '[javascript:alert(9) 注释链接]')).toBe(true);
  });

  it('drops hrefs and pictures the caller answers that are not safe', () => {
    const page2 = wikitextToEntryDoc('[[甲]] [[File:乙.png|thumb|说明]]\n\n[[File:丙.png]]', {
      title: '页',
      resolveLink: () => 'javascript:alert(1)',
      resolveFile: (name) => (name === '乙.png' ? 'data:image/png;base64,AAAA' : 'https://evil.example/x.png'),
    });
    expectValid(page2.doc);
    const { links, pictures } = urlsOf(page2.doc);
    expect(links).toEqual([]);
    expect(pictures).toEqual([]);
  });

  it('writes no active markup back to wikitext: text is escaped, unsafe links are text', () => {
    const doc: EntryDoc = {
      name: '导出',
      desc: '',
      icon_url: '',
      header_img_url: '',
      aliases: [],
      filter_values: {},
      modules: [
        {
          id: '1',
          name: '导出',
          is_poped: false,
          group: '',
          components: [
            {
              component_id: 'rich_text',
              layout: '',
              style: '',
              data: {
                doc: [{ type: 'paragraph', children: [{ text: '<script>alert(1)</script> {{Evil}} [[Link]]' }, { text: '点', href: 'javascript:alert(2)' }] }],
              },
            },
          ],
        },
      ],
    };
    const wikitext = entryDocToWikitext(doc, exportContext);
    expect(wikitext).not.toMatch(/<script|\{\{Evil|\[\[Link|javascript:alert\(2\)/);
    const back = wikitextToEntryDoc(wikitext, importContext('导出').ctx);
    expect(
      runsOf(back.doc)
        .map((run) => run.text)
        .join(''),
    ).toBe('<script>alert(1)</script> {{Evil}} [[Link]]点');
    expect(back.unmapped).toEqual([]);
  });
});
