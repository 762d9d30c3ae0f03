import { describe, expect, it } from 'vitest';
import type { ChannelNode, ContentItem } from '../../../../shared/contract/channel.ts';
import { parseItemExt } from '../../../../shared/channel-ext.ts';
import { cellText, collectionCard, entryCover, filterLabels, infoBody, kingkongPages, storyTallEnough } from './card-helpers.ts';

function item(n: number, ext: Record<string, unknown> = {}, icon = `/img/icon-${n}.png`): ContentItem {
  return {
    content_id: n,
    recommend_id: 100 + n,
    title: `entry ${n}`,
    ext: JSON.stringify(ext),
    icon,
    bbs_url: '',
    type: 1,
    article_user_name: '',
    article_time: '0',
    avatar_url: '',
    summary: '',
    alias_name: '',
    corner_mark: '',
    end_time: 0,
  };
}

function channel(id: number, list: ContentItem[], chExt: Array<{ key: string; value: string }> = []): ChannelNode {
  return {
    id,
    channel_id: id,
    name: `channel ${id}`,
    parent_id: 0,
    depth: 1,
    ch_ext: JSON.stringify(chExt.map(({ key, value }) => ({ type: 'text', attribute_name: key, attribute_key: key, value }))),
    is_recent_update: false,
    children: [],
    list,
  };
}

const items = (count: number) => Array.from({ length: count }, (_, index) => item(index + 1));
const shape = (pages: ReturnType<typeof kingkongPages>) => pages.map((page) => page.map((slot) => (slot.kind === 'more' ? 'more' : slot.item.content_id)));

describe('kingkongPages', () => {
  it('pages at most 8 icons by 4', () => {
    expect(shape(kingkongPages(items(3), 'pc'))).toEqual([[1, 2, 3]]);
    expect(shape(kingkongPages(items(4), 'mobile'))).toEqual([[1, 2, 3, 4]]);
    expect(shape(kingkongPages(items(10), 'pc'))).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
    ]);
  });

  it("puts the 'more' icon in the 8th place on mobile when more than 8 exist", () => {
    expect(shape(kingkongPages(items(9), 'mobile'))).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 'more'],
    ]);
    expect(shape(kingkongPages(items(8), 'mobile'))).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
    ]);
  });

  it('has no pages without entries', () => {
    expect(kingkongPages([], 'mobile')).toEqual([]);
  });
});

describe('infoBody', () => {
  it('shows the table rows and pictures when there are rows', () => {
    const ext = parseItemExt(JSON.stringify({ c_5: { table: { list: [{ key: '弱点', value: '风' }] }, picture: { list: ['/img/a.png'] } } }), 5);
    expect(infoBody(ext)).toEqual({ kind: 'table', rows: [{ key: '弱点', value: '风' }], pictures: ['/img/a.png'] });
  });

  it('falls back to the placeholder, or an empty placeholder for the generic text', () => {
    expect(infoBody(parseItemExt(JSON.stringify({ c_5: { table: { list: [] }, placeholder: { text: '资料整理中' } } }), 5))).toEqual({
      kind: 'empty',
      placeholder: '资料整理中',
    });
    expect(infoBody(parseItemExt(JSON.stringify({ c_5: { placeholder: { text: '  ' } } }), 5))).toEqual({ kind: 'empty', placeholder: '' });
    expect(infoBody(parseItemExt('not json', 5))).toEqual({ kind: 'empty', placeholder: '' });
  });
});

describe('cellText', () => {
  it("shows the 'none' text for blank cells", () => {
    expect(cellText('星银矿', '无')).toBe('星银矿');
    expect(cellText('', '无')).toBe('无');
    expect(cellText('  ', '无')).toBe('无');
  });
});

describe('storyTallEnough', () => {
  it('needs at least 22 design px', () => {
    expect(storyTallEnough(0)).toBe(false);
    expect(storyTallEnough(18)).toBe(false);
    expect(storyTallEnough(22)).toBe(true);
    expect(storyTallEnough(24)).toBe(true);
  });

  it('scales the threshold with the root font size (mobile layouts)', () => {
    // At a 320 px wide phone 1rem is 85.33 px: one 0.24rem line is 20.5 px, above 22 design px.
    const rootFont = (320 / 375) * 100;
    expect(storyTallEnough(0.24 * rootFont, rootFont)).toBe(true);
    expect(storyTallEnough(0.18 * rootFont, rootFont)).toBe(false);
  });
});

describe('collectionCard', () => {
  it('counts entries, previews the first 3 and takes the first picture as cover', () => {
    const list = [item(1, { c_7: { picture: { list: ['/img/p1.jpg', '/img/p2.jpg'] } } }), item(2), item(3), item(4)];
    const card = collectionCard(channel(7, list));
    expect(card.count).toBe(4);
    expect(card.previews.map((entry) => entry.content_id)).toEqual([1, 2, 3]);
    expect(card.cover).toEqual({ url: '/img/p1.jpg', kind: 'picture' });
  });

  it("uses the first entry's icon, else the channel icon", () => {
    expect(collectionCard(channel(7, [item(1)])).cover).toEqual({ url: '/img/icon-1.png', kind: 'icon' });
    expect(collectionCard(channel(7, [], [{ key: 'icon', value: '/img/ch.png' }])).cover).toEqual({ url: '/img/ch.png', kind: 'icon' });
    expect(collectionCard(channel(7, [])).cover).toEqual({ url: '', kind: 'icon' });
  });

  it("reads pictures under the child channel's own key only", () => {
    expect(collectionCard(channel(7, [item(1, { c_8: { picture: { list: ['/img/other.jpg'] } } })])).cover.kind).toBe('icon');
  });
});

describe('entryCover', () => {
  it('prefers the picture for the channel over the icon', () => {
    expect(entryCover(item(1, { c_3: { picture: { list: ['/img/p.jpg'] } } }), 3)).toEqual({ url: '/img/p.jpg', kind: 'picture' });
    expect(entryCover(item(1), 3)).toEqual({ url: '/img/icon-1.png', kind: 'icon' });
  });
});

describe('filterLabels', () => {
  it("shows 'group/option' values as their option", () => {
    expect(filterLabels(['地区/晨曦城', '类型/角色牌'])).toEqual(['晨曦城', '角色牌']);
    expect(filterLabels(['plain', '组/'])).toEqual(['plain']);
  });
});
