import { Outlet, isRouteErrorResponse, redirect, useMatches, useRouteLoaderData } from 'react-router';
import { CreateButton } from '../features/accounts/CreateButton.tsx';
import { Watermark } from '../features/accounts/Watermark.tsx';
import { BackToTop } from '../components/chrome/BackToTop.tsx';
import { NavigationProgress } from '../components/chrome/NavigationProgress.tsx';
import { DesktopHeader } from '../components/layout/DesktopHeader.tsx';
import { ErrorPage } from '../components/layout/ErrorPage.tsx';
import { GatePage } from '../components/layout/GatePage.tsx';
import { Footer } from '../components/layout/Footer.tsx';
import { MobileHeader } from '../components/layout/MobileHeader.tsx';
import { useAccount } from '../lib/account/viewer-store.tsx';
import { isChunkLoadError, reloadOnce } from '../lib/chunk-reload.ts';
import { loadCatalogue } from '../features/catalogue/catalogue.server.ts';
import { readerContent } from '../features/channels/channel-forest.server.ts';
import { presentEdition, requireEdition, type GateReason } from '../lib/edition.server.ts';
import { skipPresentationOnlyChanges } from '../lib/revalidate.ts';
import { PAGE_NAMES } from '../lib/route-names.ts';
import { errorMeta } from '../lib/seo/error-meta.ts';
import { pageMeta } from '../lib/seo/page-meta.ts';
import { IdlePrefetch } from '../lib/prefetch-links.tsx';
import { EditionContext, useLayout, type ClientEdition } from '../lib/wiki-context.tsx';
import styles from './edition-layout.module.css';
import type { Route } from './+types/edition-layout';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const edition = await requireEdition(context, params).catch((error: unknown) => {
    // Anonymous visitors of a login-required edition are sent to its home, where login starts.
    const base = `/${params.ns}/${params.site}/`;
    // requireEdition throws data(..., { status }), which is not an ErrorResponse until rendered.
    const status = isRouteErrorResponse(error) ? error.status : (error as { init?: ResponseInit | null } | null)?.init?.status;
    if (status === 401 && url.pathname !== base) {
      throw redirect(`${base}?bbs_presentation_style=no_header&login=1`);
    }
    throw error;
  });
  // A path that repeats its edition's base (/ys/obc/ys/obc/...) goes to the path without it.
  const repeated = `${edition.base_path}${edition.base_path.slice(1)}`;
  if (url.pathname === repeated.slice(0, -1) || url.pathname.startsWith(repeated)) {
    throw redirect(`${edition.base_path}${url.pathname.slice(repeated.length)}${url.search}`, 301);
  }
  return { edition: presentEdition(edition), catalogue: await loadCatalogue(context, edition, readerContent(context, edition, request)) };
}

export const shouldRevalidate = skipPresentationOnlyChanges;

/** The edition's error pages (and pages that say nothing of themselves): title, description, URLs (app/lib/seo/). */
export const meta: Route.MetaFunction = (args) => (args.error ? errorMeta(args) : pageMeta(args, {}));

/** The title of the deepest page that names one, else the edition's name. */
function usePageTitle(fallback: string): { title: string; routeId: string } {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  for (const match of [...matches].reverse()) {
    const title = (match.data as { title?: unknown } | undefined)?.title;
    if (typeof title === 'string') return { title, routeId: leaf?.id ?? '' };
  }
  return { title: fallback, routeId: leaf?.id ?? '' };
}

function Shell({ edition, children }: { edition: ClientEdition; children: React.ReactNode }) {
  const layout = useLayout();
  const { title, routeId } = usePageTitle(edition.name);
  const account = useAccount();
  // A -3005 answer of a client call in a login-required edition: the no-permission page.
  const forbidden = edition.login_required && account.forbidden;
  return (
    <EditionContext.Provider value={edition}>
      <div className={layout === 'pc' ? styles.pc : styles.mobile} data-layout={layout}>
        <NavigationProgress />
        {layout === 'pc' ? <DesktopHeader /> : <MobileHeader title={title} isHome={routeId === 'index'} />}
        <main className={styles.main} data-page={PAGE_NAMES[routeId] ?? routeId}>
          {forbidden ? <GatePage reason="forbidden" /> : children}
        </main>
        <Footer />
        <BackToTop />
        <IdlePrefetch />
        {layout === 'mobile' ? <CreateButton variant="floating" /> : null}
        {edition.login_required && account.user ? <Watermark aid={account.user.aid} /> : null}
      </div>
    </EditionContext.Provider>
  );
}

export default function EditionLayout({ loaderData }: Route.ComponentProps) {
  const { edition } = loaderData;
  return (
    <Shell edition={edition}>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('edition');
  if (typeof window !== 'undefined' && isChunkLoadError(error) && reloadOnce()) return null;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = !isRouteErrorResponse(error) && error instanceof Error ? error.message : undefined;
  const gate = isRouteErrorResponse(error) ? (error.data as { gate?: GateReason; edition?: ClientEdition } | undefined) : undefined;
  if (gate?.gate && gate.edition) {
    return (
      <EditionContext.Provider value={gate.edition}>
        <main>
          <GatePage reason={gate.gate} />
        </main>
      </EditionContext.Provider>
    );
  }
  if (!data) {
    return (
      <main>
        <ErrorPage status={status} message={message} homeHref="/" />
      </main>
    );
  }
  return (
    <Shell edition={data.edition}>
      <ErrorPage status={status} message={message} homeHref={`${data.edition.base_path}?bbs_presentation_style=no_header`} />
    </Shell>
  );
}
