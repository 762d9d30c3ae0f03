import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ChannelNode, ContentItem } from '../../../../shared/contract/channel.ts';
import { EditionContext, LayoutContext, type ClientEdition } from '../../../lib/wiki-context.tsx';
import { HitCardList } from './HitCardList.tsx';

const edition: ClientEdition = { app_sn: 'ys_obc', name: 'Wiki', base_path: '/ys/obc/', logo_url: '', login_required: false, is_test: false };

const channel: ChannelNode = { id: 3, channel_id: 3, name: '版本活动', parent_id: 0, depth: 1, ch_ext: '[]', is_recent_update: false, children: [], list: [] };

const item = (id: number, endTime: number): ContentItem => ({
  content_id: id,
  recommend_id: id,
  title: `活动${id}`,
  ext: JSON.stringify({ c_3: { picture: { list: [`/img/p${id}.jpg`] } } }),
  icon: '',
  bbs_url: '',
  type: 1,
  article_user_name: '',
  article_time: '0',
  avatar_url: '',
  summary: '',
  alias_name: '',
  corner_mark: '',
  end_time: endTime,
});

function serverHtml(items: ContentItem[], limited: boolean) {
  return renderToString(
    <MemoryRouter>
      <EditionContext.Provider value={edition}>
        <LayoutContext.Provider value="pc">
          <HitCardList channel={channel} items={items} displayType="hitCard" limited={limited} />
        </LayoutContext.Provider>
      </EditionContext.Provider>
    </MemoryRouter>,
  );
}

describe('HitCardList on the server', () => {
  const items = [item(1, Date.now() - 60_000), item(2, Date.now() + 3 * 86_400_000), item(3, Date.now() + 600_000), item(4, Date.now() + 86_400_000)];

  it('renders no countdown text, so hydration sees the same HTML whatever the time', () => {
    const html = serverHtml(items, true);
    expect(html).not.toMatch(/已结束|还剩/);
    expect(html).toContain(`dateTime="${new Date(items[1]!.end_time).toISOString()}"`);
  });

  it('shows three entries when limited, all of them on a channel page', () => {
    expect(serverHtml(items, true).match(/<li/g)).toHaveLength(3);
    expect(serverHtml(items, false).match(/<li/g)).toHaveLength(4);
  });

  it('links each entry to its detail page and asks for a sized picture', () => {
    const html = serverHtml(items, true);
    expect(html).toContain('href="/ys/obc/content/1/detail?bbs_presentation_style=no_header&amp;visit_device=pc"');
    expect(html).toMatch(/src="\/img\/p1\.jpg\?w=747&amp;q=75"/);
    expect(html).toContain('loading="lazy"');
  });
});
