// First: it configures zod before any schema of a page is built.
import './lib/zod-browser-config.ts';
import { useEffect } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteLoaderData,
  useSearchParams,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { LAYOUT_BREAKPOINT, layoutFromParam, layoutFromUserAgent, type Layout } from '../shared/layout.ts';
import { LazyToaster } from './lib/toast/LazyToaster.tsx';
import { AccountLayers } from './features/accounts/AccountLayers.tsx';
import { InstallableHead } from './lib/offline/InstallableHead.tsx';
import { OfflineNotice } from './lib/offline/OfflineNotice.tsx';
import { ErrorPage } from './components/layout/ErrorPage.tsx';
import { LocaleContext, useLocaleReady } from './i18n/index.ts';
import { useRememberLanguageQuery } from './i18n/remember-language.ts';
import { requestLocale } from './i18n/request-locale.ts';
import { initErrorReporting, reportError } from './lib/account/error-reporting.ts';
import { publicReportingConfig } from './lib/account/public-config.server.ts';
import { serverViewer } from './lib/account/viewer.server.ts';
import { editionAt } from './lib/edition.server.ts';
import { AccountProvider } from './lib/account/viewer-store.tsx';
import { isInApp } from './lib/app-bridge.ts';
import { isChunkLoadError, markPageLoaded, reloadOnce } from './lib/chunk-reload.ts';
import { useNonce } from './lib/csp-nonce.ts';
import './lib/load-context.ts';
import { skipPresentationOnlyChanges } from './lib/revalidate.ts';
import { rootFontScript } from './lib/root-font-script.ts';
import { themeScript } from './lib/theme/theme-script.ts';
import { useToasterTheme } from './lib/theme/use-toaster-theme.ts';
import { errorMeta } from './lib/seo/error-meta.ts';
import { pageMeta } from './lib/seo/page-meta.ts';
import { rootSeo } from './lib/seo/root-seo.server.ts';
import { LayoutContext } from './lib/wiki-context.tsx';
import './styles/global.css';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const [, ns, site] = url.pathname.split('/');
  const edition = ns && site ? await editionAt(context, `/${ns}/${site}/`) : undefined;
  // ?lang, else the reader's cookie (almanac_lang), else the edition's default: the page cache keys the cookie too.
  const locale = requestLocale(request, edition);
  const userAgent = request.headers.get('user-agent');
  // The signed-in visitor, known to the first render: no account calls after load. Anonymous
  // visitors get null, the same for each of them.
  const viewer = edition ? await serverViewer(context, edition.id) : null;
  return {
    locale,
    layoutGuess: layoutFromUserAgent(userAgent),
    // The viewer store's edition (account calls go to it) and whether the page runs in the app.
    account: edition ? { appSn: edition.app_sn, loginRequired: edition.login_required === 1, viewer } : null,
    inApp: isInApp(userAgent ?? '', url.search),
    reporting: publicReportingConfig(),
    seo: rootSeo(request, context),
    // The web app manifest the page links to: its edition's, else the site's (app/lib/offline/InstallableHead.tsx).
    installBase: edition?.base_path ?? '/',
  };
}

export const shouldRevalidate = skipPresentationOnlyChanges;

/** Pages outside an edition (and every page's error): their title, description and URLs (app/lib/seo/). */
export const meta: MetaFunction<typeof loader> = (args) => (args.error ? errorMeta(args) : pageMeta(args, {}));

export const links = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

type RootData = Awaited<ReturnType<typeof loader>>;

/** The layout: visit_device when given, else the server's guess; switched live at 900 px. */
function useLiveLayout(guess: Layout): Layout {
  const [searchParams, setSearchParams] = useSearchParams();
  const explicit = layoutFromParam(searchParams.get('visit_device'));
  const layout = explicit ?? guess;

  useEffect(() => {
    // A media query measures the layout viewport as CSS does (a wide page on a phone does not
    // inflate it), and reports crossings of the breakpoint.
    const wide = window.matchMedia(`(min-width: ${LAYOUT_BREAKPOINT + 1}px)`);
    let current = layout;
    const sync = () => {
      const wanted: Layout = wide.matches ? 'pc' : 'mobile';
      if (wanted === current) return;
      current = wanted;
      setSearchParams(
        (params) => {
          params.set('visit_device', wanted);
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    };
    // On load an explicit visit_device is honoured; without one the window width decides.
    if (!explicit) sync();
    wide.addEventListener('change', sync);
    return () => wide.removeEventListener('change', sync);
  }, [layout, explicit, setSearchParams]);

  return layout;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>('root');
  const nonce = useNonce();
  return (
    <html lang={data?.locale ?? 'zh-CN'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: rootFontScript }} />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: themeScript }} />
        <Meta />
        <Links />
        <InstallableHead base={data?.installBase ?? '/'} />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const data = useRouteLoaderData<RootData>('root');
  const layout = useLiveLayout(data?.layoutGuess ?? 'pc');
  useRememberLanguageQuery();
  // A navigation into the other language (the language switch) renders once its messages are in.
  useLocaleReady(data?.locale ?? 'zh-CN');
  const toasterTheme = useToasterTheme();
  useEffect(() => {
    markPageLoaded();
    // Lets scripts and browser tests know the page is interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <LocaleContext.Provider value={data?.locale ?? 'zh-CN'}>
      <LayoutContext.Provider value={layout}>
        <AccountProvider
          appSn={data?.account?.appSn ?? null}
          loginRequired={data?.account?.loginRequired ?? false}
          viewer={data?.account?.viewer ?? null}
          reporting={data?.reporting ?? null}
        >
          <Outlet />
          <AccountLayers />
          <OfflineNotice />
        </AccountProvider>
        <LazyToaster theme={toasterTheme} position="top-center" richColors closeButton={false} duration={3000} toastOptions={{ style: { fontSize: '14px' } }} />
      </LayoutContext.Provider>
    </LocaleContext.Provider>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  const data = useRouteLoaderData<RootData>('root');
  // Unexpected failures (not a 404 or another answer of a loader) are reported.
  const reporting = data?.reporting;
  useEffect(() => {
    if (isRouteErrorResponse(error) || isChunkLoadError(error)) return;
    initErrorReporting(reporting);
    reportError(error, { where: 'root error boundary' });
  }, [error, reporting]);
  if (typeof window !== 'undefined' && isChunkLoadError(error) && reloadOnce()) return null;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) ? undefined : error instanceof Error ? error.message : undefined;
  return (
    <LocaleContext.Provider value={data?.locale ?? 'zh-CN'}>
      <main>
        <ErrorPage status={status} message={message} homeHref="/" />
      </main>
    </LocaleContext.Provider>
  );
}
