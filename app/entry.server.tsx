import { PassThrough, pipeline, Writable } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import localeChunks from 'virtual:almanac/locale-chunks';
import './i18n/catalogues.server.ts';
import { NonceContext } from './lib/csp-nonce.ts';
import { lowerModulePreloadPriority, lowerModulePreloadPriorityOf } from './lib/module-preload-priority.server.ts';
import { robotsHeaderOf } from './lib/seo/robots-header.ts';

export const streamTimeout = 5_000;

/**
 * React Router's default Node entry, plus the Content-Security-Policy nonce of this response
 * (server/security/script-nonce.ts): React's streaming scripts, React Router's hydration, route
 * and scroll scripts and our own inline scripts (NonceContext) all carry it. Bots, SPA mode and
 * renders for the page cache wait for the whole page; a render for the cache has a nonce of its
 * own that marks the app's scripts: the cache allows exactly those by hash and takes it out
 * (server/page-cache/inline-scripts.ts). The render stops when the request is aborted (the client
 * left). HTML is declared UTF-8. Module preloads are fetched at low priority
 * (lib/module-preload-priority.server.ts), the page language's message catalogue among them
 * (the client entry loads it before hydrating; the server has every language: i18n/catalogues.server.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A login-required edition's pages are never indexed (app/lib/seo/robots-header.ts).
  const robots = robotsHeaderOf(routerContext.staticHandlerContext.loaderData);
  if (robots) responseHeaders.set('X-Robots-Tag', robots);
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and SPA mode get the whole page at once, not a streamed shell.
    const whole = loadContext.forPageCache || (userAgent && isbot(userAgent)) || routerContext.isSpaMode;
    const readyOption: keyof RenderToPipeableStreamOptions = whole ? 'onAllReady' : 'onShellReady';

    // Abort the rendering stream after streamTimeout, leaving time to flush the rejected boundaries.
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          if (whole) {
            // All of it is ready: one buffer, not a stream of React's small chunks (the page cache reads it whole).
            const chunks: Buffer[] = [];
            const page = new Writable({
              write(chunk: Buffer, _encoding, callback) {
                chunks.push(chunk);
                callback();
              },
            });
            page.once('finish', () => {
              clearTimeout(timeoutId);
              const html = lowerModulePreloadPriorityOf(Buffer.concat(chunks), localeChunks);
              resolve(
                new Response(new Uint8Array(html.buffer as ArrayBuffer, html.byteOffset, html.byteLength), {
                  headers: responseHeaders,
                  status: responseStatusCode,
                }),
              );
            });
            // React destroys its destination on a fatal error: the page is refused, not left waiting.
            page.once('error', (error) => {
              clearTimeout(timeoutId);
              reject(error);
            });
            pipe(page);
            return;
          }
          const body = new PassThrough();
          body.once('close', () => clearTimeout(timeoutId));
          const html = lowerModulePreloadPriority(localeChunks);
          // An error of either ends both (the response's stream errors).
          pipeline(body, html, () => {});
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(html), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors of the shell itself reject and are logged by React Router; log later ones here.
          if (shellRendered) console.error(error);
        },
      },
    );
    // The client went away: stop rendering (React closes the stream; pending boundaries are dropped).
    if (request.signal.aborted) abort();
    else request.signal.addEventListener('abort', () => abort(), { once: true });
  });
}
