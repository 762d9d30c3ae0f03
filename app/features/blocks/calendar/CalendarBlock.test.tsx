import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ChannelNode } from '../../../../shared/contract/channel.ts';
import { EditionContext, LayoutContext, type ClientEdition } from '../../../lib/wiki-context.tsx';
import { CalendarBlock } from './CalendarBlock.tsx';
import { CalendarHomeBlock } from './CalendarHomeBlock.tsx';
import { calendarBlocks } from './registry.ts';

/** A data router around the tree, as the app has: the reader's parts load through fetchers. */
function MemoryRouter({ children }: { children: ReactNode }) {
  return <RouterProvider router={createMemoryRouter([{ path: '*', element: children }])} />;
}

const edition: ClientEdition = { app_sn: 'ys_obc', name: 'Wiki', base_path: '/ys/obc/', logo_url: '', login_required: false, is_test: false };
const channel: ChannelNode = {
  id: 62,
  channel_id: 62,
  name: '活动日历',
  parent_id: 0,
  depth: 1,
  ch_ext: '[]',
  is_recent_update: false,
  children: [],
  list: [],
};

function serverHtml(node: React.ReactNode) {
  return renderToString(
    <MemoryRouter>
      <EditionContext.Provider value={edition}>
        <LayoutContext.Provider value="mobile">{node}</LayoutContext.Provider>
      </EditionContext.Provider>
    </MemoryRouter>,
  );
}

describe('calendar blocks on the server', () => {
  it("is the registry's block for the calendar channel", () => {
    expect(calendarBlocks.calendar).toBe(CalendarBlock);
  });

  it('renders the loading state: the calendar loads after mount, with the reader\'s "now"', () => {
    const html = serverHtml(<CalendarBlock channel={channel} items={[]} displayType="calendar" limited={false} />);
    expect(html).toContain('加载中...');
    expect(html).toContain('role="status"');
  });

  it('renders the home block with its title and a link to the calendar page', () => {
    const html = serverHtml(<CalendarHomeBlock channelId={62} />);
    expect(html).toContain('活动日历');
    expect(html).toMatch(/href="\/ys\/obc\/channel\/map\/62[?"]/);
    expect(html).toContain('加载中...');
    expect(serverHtml(<CalendarHomeBlock />)).not.toContain('查看日历');
  });
});
