import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EditionContext, type ClientEdition } from '../../lib/wiki-context.tsx';
import { RedDot } from './RedDot.tsx';

const edition: ClientEdition = { app_sn: 'ys_obc', name: 'Wiki', base_path: '/ys/obc/', logo_url: '', login_required: false, is_test: false };

describe('RedDot on the server', () => {
  it('renders its children without a dot, so hydration matches before the list loads', () => {
    const html = renderToString(
      <EditionContext.Provider value={edition}>
        <RedDot type="channel" id={3}>
          <a href="/ys/obc/channel/position/1/3">角色</a>
        </RedDot>
      </EditionContext.Provider>,
    );
    expect(html).toContain('角色');
    expect(html).not.toContain('data-red-point');
    expect(html).not.toContain('有更新');
  });

  it('renders outside an edition too (nothing to mark)', () => {
    const html = renderToString(
      <RedDot type="content" id={1} block>
        <span>tile</span>
      </RedDot>,
    );
    expect(html).toContain('tile');
    expect(html).not.toContain('data-red-point');
  });
});
