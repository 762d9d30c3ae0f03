import type { ConvertContext, ConvertedPage } from '../server/mediawiki/wikitext/types.ts';

/**
 * A converter that does not parse (BENCH_IMPORT_CONVERTER=plain in bench/import.ts): the text as
 * paragraphs, so the figure shows what the importer itself costs beside the wikitext conversion.
 */
export function wikitextToEntryDoc(wikitext: string, ctx: ConvertContext): ConvertedPage {
  const paragraphs = wikitext
    .split('\n\n')
    .slice(0, 2_000)
    .map((text) => ({ type: 'paragraph' as const, children: [{ text: text.slice(0, 20_000) }] }));
  return {
    doc: {
      name: ctx.title.slice(0, 100),
      desc: '',
      icon_url: '',
      header_img_url: '',
      aliases: [],
      filter_values: {},
      modules: [
        {
          id: '1',
          name: ctx.title.slice(0, 100),
          is_poped: false,
          group: '',
          components: [{ component_id: 'rich_text', layout: '', style: '', data: { doc: paragraphs } }],
        },
      ],
    },
    categories: [],
    redirect: null,
    unmapped: [],
  };
}
