import { describe, expect, it } from 'vitest';
import type { EntryDoc } from '../../shared/contract/entry-page.ts';
import { wireModules, wireModulesCache } from './modules.ts';

const doc = (text: string): EntryDoc => ({
  name: 'p',
  desc: '',
  icon_url: '',
  header_img_url: '',
  aliases: [],
  filter_values: {},
  modules: [
    {
      id: 'm',
      name: 'M',
      is_poped: false,
      group: '',
      components: [{ component_id: 'rich_text', layout: '', style: '', data: { doc: [{ type: 'paragraph', children: [{ text }] }] } }],
    },
  ],
});

describe('wireModules', () => {
  it('sends data as JSON text with HTML and the stored data beside it', () => {
    const [module] = wireModules(doc('<b>x</b>'));
    expect(module).toMatchObject({ id: 'm', name: 'M', is_poped: false, group: '' });
    expect(JSON.parse(module!.components[0]!.data)).toEqual({ doc: '<p>&#x3C;b>x&#x3C;/b></p>' });
    expect(module!.components[0]!.data_doc).toEqual({ doc: [{ type: 'paragraph', children: [{ text: '<b>x</b>' }] }] });
  });
});

describe('wireModulesCache', () => {
  it('renders a revision once: the same page and version answer the same modules', () => {
    const modules = wireModulesCache();
    const first = modules({ id: 1, version: 1, doc: doc('a') });
    expect(modules({ id: 1, version: 1, doc: doc('a') })).toBe(first);
    const next = modules({ id: 1, version: 2, doc: doc('b') });
    expect(next).not.toBe(first);
    expect(next[0]!.components[0]!.data).toContain('b');
    expect(modules({ id: 2, version: 1, doc: doc('c') })[0]!.components[0]!.data).toContain('c');
  });

  it('keeps no more than its bound: the least recently used revision goes first', () => {
    const modules = wireModulesCache(80); // two of these revisions (36 bytes each)
    const a = modules({ id: 1, version: 1, doc: doc('a') });
    modules({ id: 2, version: 1, doc: doc('b') });
    modules({ id: 3, version: 1, doc: doc('c') });
    expect(modules({ id: 1, version: 1, doc: doc('a') })).not.toBe(a);
  });
});
