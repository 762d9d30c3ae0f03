import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageLink } from './page-link.tsx';

const PATHS = [
  '/ys/obc/content/1/detail?bbs_presentation_style=no_header&visit_device=pc',
  '/ys/obc/channel/map/16/17?from=collectionBg&bbs_presentation_style=no_header&visit_device=mobile',
  '/ys/obc/search?keyword=%E5%B2%9A%E7%83%81&visit_device=pc#results',
  '/ys/obc/',
];

/** The markup of one link rendered inside a router, at a page below the edition. */
function inDeclarativeRouter(link: React.ReactNode) {
  return renderToString(<MemoryRouter initialEntries={['/ys/obc/content/9/detail']}>{link}</MemoryRouter>);
}

function inDataRouter(link: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/ys/obc/content/:id/detail', element: link }], { initialEntries: ['/ys/obc/content/9/detail'] });
  return renderToString(<RouterProvider router={router} />);
}

describe('PageLink on the server', () => {
  it("renders the very anchor React Router's Link renders", () => {
    for (const to of PATHS) {
      for (const render of [inDeclarativeRouter, inDataRouter]) {
        const expected = render(
          <Link className="card" to={to} prefetch="intent">
            entry
          </Link>,
        );
        const actual = render(
          <PageLink className="card" to={to} prefetch="intent">
            entry
          </PageLink>,
        );
        expect(actual, to).toBe(expected);
        expect(actual).toContain('data-discover="true"');
        const labelled = render(
          <PageLink className="card" to={to} label="Pool">
            entry
          </PageLink>,
        );
        expect(labelled, to).toBe(
          render(
            <Link className="card" aria-label="Pool" to={to}>
              entry
            </Link>,
          ),
        );
      }
    }
  });
});
