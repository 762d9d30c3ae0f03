import { describe, expect, it } from 'vitest';
import { chExtValue, displayTypeOf, parseChExt, parseItemExt } from '../../../shared/channel-ext.ts';
import type { ChannelTree, PlacedContentRow } from '../channels/channels-service.ts';
import { presentChannelNode } from '../channels/channel-presenter.ts';
import { homeChExt, presentHomeSection } from './home-page-presenter.ts';

const attribute = (key: string, value: string) => ({ type: 'string', attribute_name: key, attribute_key: key, value });
const filterDefinition = JSON.stringify([{ label: '地区', children: [{ label: '晨曦城' }] }]);

function chExt(displayType: string, extra: Array<[string, string]> = []): string {
  return JSON.stringify([
    attribute('display_type', displayType),
    attribute('show_in_catalog', '1'),
    attribute('filter', filterDefinition),
    ...extra.map(([key, value]) => attribute(key, value)),
  ]);
}

function row(id: number, channelId: number): PlacedContentRow {
  return {
    id,
    title: `entry ${id}`,
    icon: '/img/i.png',
    bbs_url: '',
    type: 1,
    author_name: 'author',
    article_time: 1700000000,
    summary: 'summary',
    alias_name: 'alias',
    corner_mark: 'new',
    end_time_ms: 0,
    channel_id: channelId,
    recommend_id: id * 10,
    placement_ext: JSON.stringify({
      filter: { value: ['地区/晨曦城'] },
      table: { list: [] },
      picture: { list: ['/img/p.png'] },
      placeholder: { text: '' },
      taskIcon: '/img/t.png',
    }),
  };
}

function tree(id: number, ch_ext: string, children: ChannelTree[] = []): ChannelTree {
  return {
    row: {
      id,
      edition_id: 1,
      parent_id: null,
      depth: 0,
      sort: 0,
      name: `channel ${id}`,
      slot: 'position',
      ch_ext,
      is_recent_update: 0,
      created_at: 0,
      updated_at: 0,
    },
    children,
    contents: [row(id * 100 + 1, id), row(id * 100 + 2, id)],
  };
}

describe('presentHomeSection (home page payload)', () => {
  it('keeps the ch_ext attributes home reads, with a value, and drops the rest', () => {
    const text = chExt('group', [
      ['col_per_row', '4'],
      ['icon', '/img/c.png'],
      ['value', ''],
      ['home_more', '1'],
    ]);
    const kept = parseChExt(homeChExt(text));
    expect(kept.map((item) => item.attribute_key)).toEqual(['display_type', 'col_per_row', 'icon']);
    for (const key of ['display_type', 'col_per_row', 'icon', 'icon_url', 'value']) {
      expect(chExtValue(kept, key)).toBe(chExtValue(parseChExt(text), key));
    }
    expect(homeChExt('not json')).toBe('[]');
  });

  it('sends the fields blocks read, as the API has them, and drops type, avatar_url and alias_name', () => {
    const node = tree(3, chExt('summary'));
    const api = presentChannelNode(node).list[0]!;
    const page = presentHomeSection(node).list[0]!;
    expect(Object.keys(page).sort()).toEqual([
      'article_time',
      'article_user_name',
      'bbs_url',
      'content_id',
      'corner_mark',
      'end_time',
      'ext',
      'icon',
      'recommend_id',
      'summary',
      'title',
    ]);
    const { type: _type, avatar_url: _avatar, alias_name: _alias, ext: _ext, ...shared } = api;
    expect(page).toMatchObject(shared);
  });

  it('drops filter values from items but in the task grid, the rest of ext read alike', () => {
    const plain = presentHomeSection(tree(3, chExt('default'))).list[0]!;
    const task = presentHomeSection(tree(4, chExt('taskFilter'))).list[0]!;
    const full = (id: number, item: { content_id: number }) =>
      parseItemExt(JSON.stringify({ [`c_${id}`]: JSON.parse(row(item.content_id, id).placement_ext) }), id);
    expect(parseItemExt(plain.ext, 3)).toEqual({ ...full(3, plain), filterValues: [] });
    expect(parseItemExt(task.ext, 4)).toEqual(full(4, task));
  });

  it('slims children the same way and keeps the block a channel gets', () => {
    const section = presentHomeSection(tree(5, chExt('collectionBg'), [tree(6, chExt('kingkong'))]));
    expect(displayTypeOf(parseChExt(section.ch_ext))).toBe('collectionBg');
    expect(displayTypeOf(parseChExt(section.children[0]!.ch_ext))).toBe('kingkong');
    expect(section.children[0]!.list).toHaveLength(2);
    expect(section.children[0]!.list[0]).not.toHaveProperty('alias_name');
  });
});
