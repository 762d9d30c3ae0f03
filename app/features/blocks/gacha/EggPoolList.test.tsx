import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { GachaPool } from '../../../../shared/contract/gacha-pool.ts';
import { EditionContext, LayoutContext, type ClientEdition } from '../../../lib/wiki-context.tsx';
import type { Layout } from '../../../../shared/layout.ts';
import { EggPoolList } from './EggPoolList.tsx';
import { EggPoolSection } from './EggPoolSection.tsx';

const edition: ClientEdition = { app_sn: 'ys_obc', name: 'Wiki', base_path: '/ys/obc/', logo_url: '', login_required: false, is_test: false };
const now = Math.floor(Date.now() / 1000);
const DAY = 86_400;

const pool = (id: number, overrides: Partial<GachaPool> = {}): GachaPool => ({
  id,
  title: `「池${id}」祈愿`,
  activity_url: '',
  content_before_act: '',
  pool: [],
  voice_icon: '',
  voice_url: '',
  voice_status: 0,
  start_time: now - DAY,
  end_time: now + DAY,
  ...overrides,
});

function serverHtml(node: React.ReactNode, layout: Layout = 'pc') {
  return renderToString(
    <MemoryRouter>
      <EditionContext.Provider value={edition}>
        <LayoutContext.Provider value={layout}>{node}</LayoutContext.Provider>
      </EditionContext.Provider>
    </MemoryRouter>,
  );
}

describe('EggPoolList on the server', () => {
  it('renders no countdown or pre-activity text, so hydration sees the same HTML whatever the time', () => {
    const html = serverHtml(
      <EggPoolList
        pools={[
          pool(1),
          pool(2, { start_time: now + DAY, end_time: now + 9 * DAY, content_before_act: '敬请期待' }),
          pool(3, { start_time: now - 9 * DAY, end_time: now - DAY }),
        ]}
      />,
    );
    expect(html).toContain('「池1」祈愿');
    expect(html).toContain('data-block="eggPool"');
    expect(html).not.toMatch(/距离结束|敬请期待|活动已结束|即将开启/);
    expect(html.match(/data-state="pending"/g)).toHaveLength(3);
  });

  it('offers the voice only when it is online and has a playable clip', () => {
    const html = serverHtml(
      <EggPoolList
        pools={[
          pool(1, { voice_url: '/media/ab/one.wav', voice_icon: '/img/v.png' }),
          pool(2, { voice_url: '/media/ab/two.wav', voice_status: 1 }),
          pool(3, { voice_url: '' }),
          pool(4, { voice_url: 'javascript:alert(1)' }),
        ]}
      />,
    );
    expect(html.match(/<audio/g)).toHaveLength(1);
    expect(html).toContain('src="/media/ab/one.wav"');
    expect(html).toContain('preload="none"');
    expect(html.match(/aria-label="播放语音"/g)).toHaveLength(1);
    expect(html).toContain('src="/img/v.png?w=88&amp;q=75"');
    expect(html).not.toContain('two.wav');
    expect(html).not.toContain('javascript:');
  });

  it('links items and the activity safely, wiki pages with the required query', () => {
    const html = serverHtml(
      <EggPoolList
        pools={[
          pool(1, {
            activity_url: 'https://forum.example.org/article/9',
            pool: [
              { icon: '/img/a.png', url: '/ys/obc/content/12/detail' },
              { icon: '/img/b.png', url: 'javascript:alert(1)' },
              { icon: '/img/c.png', url: '' },
            ],
          }),
          pool(2, { activity_url: 'javascript:alert(1)' }),
        ]}
      />,
      'mobile',
    );
    expect(html).toContain('href="/ys/obc/content/12/detail?bbs_presentation_style=no_header&amp;visit_device=mobile"');
    expect(html).toContain('aria-label="「池1」祈愿的UP内容1"');
    expect(html).toMatch(/href="https:\/\/forum\.example\.org\/article\/9" target="_blank" rel="noopener noreferrer nofollow"/);
    expect(html.match(/活动详情/g)).toHaveLength(1);
    expect(html).not.toContain('javascript:');
    // Items that lead nowhere keep their picture, named, without a link.
    expect(html).toContain('role="img" aria-label="「池1」祈愿的UP内容2"');
  });
});

describe('EggPoolSection', () => {
  it("titles the pools '祈愿' and renders nothing without pools", () => {
    const html = serverHtml(<EggPoolSection pools={[pool(1)]} />);
    expect(html).toMatch(/<section[^>]*aria-labelledby="([^"]+)"[\s\S]*<h2 id="\1"[^>]*>祈愿<\/h2>/);
    expect(serverHtml(<EggPoolSection pools={[]} />)).toBe('');
  });
});
