import type { FastifyInstance } from 'fastify';
import middie from '@fastify/middie';
import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';
import type { AppConfig } from '../config/env.ts';
import { registerPages, type PageOptions } from '../ssr/react-router.ts';
import { devPageContentSecurityPolicy } from '../security/content-security-policy.ts';

/** React Router's server build as its Vite plugin serves it in development. */
const SERVER_BUILD = 'virtual:react-router/server-build';

/**
 * The pages of `npm run dev`: Vite's dev server in middleware mode inside Fastify (@fastify/middie).
 * Vite answers its own requests (modules, styles, `/@vite/client`, the public folder) and hot
 * replaces components, styles and messages over a websocket on this same HTTP server; every other
 * request goes on to Fastify (the API, images, the pages). A page is rendered by React Router
 * with the server build Vite loads for that request (`ssrLoadModule`): an edit under app/ shows
 * on the next render without a restart. The same request context as production
 * (getLoadContext), no page cache, and the Content-Security-Policy with what Vite's client needs.
 */
export function devPages(config: Pick<AppConfig, 'sentry' | 'imageHosts'>) {
  return async (app: FastifyInstance, getLoadContext: PageOptions['getLoadContext']) => {
    const vite = await createServer({
      appType: 'custom',
      // Shown in the terminal Fastify logs to; the HMR websocket shares Fastify's port.
      clearScreen: false,
      server: {
        middlewareMode: true,
        hmr: { server: app.server },
        // Not sources: the database, uploads and builds change without being part of the app.
        watch: { ignored: ['**/data/**', '**/build/**', '**/.builds/**', '**/.e2e-data/**', '**/test-results/**', '**/playwright-report/**'] },
      },
    });
    app.addHook('onClose', () => vite.close());
    await app.register(middie);
    app.use(vite.middlewares);
    await registerPages(app, () => vite.ssrLoadModule(SERVER_BUILD) as Promise<ServerBuild>, {
      getLoadContext,
      routeOptions: { helmet: { contentSecurityPolicy: { useDefaults: false, directives: devPageContentSecurityPolicy(config) } } },
    });
  };
}
