import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import staticFiles from '@fastify/static';
import { OVERLOAD_EXEMPT } from '../overload/exempt.ts';
import { SERVICE_WORKER_URL } from '../../shared/offline-protocol.ts';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The client build's files. Hashed assets (`/assets/…`) are immutable for a year and sent as the
 * build precompressed them (`.br` quality 11, `.gz` level 9, scripts/vite-precompress.ts), under one
 * wildcard route: a missing asset is a plain 404, never a page. The few unhashed files at the root
 * (favicon, robots) are kept an hour. All of them answer under overload (OVERLOAD_EXEMPT): a page
 * whose scripts were refused would never hydrate.
 */
export async function registerBuildAssets(app: FastifyInstance, clientDir: string) {
  // A scope of their own, so that the hook marks these routes only (@fastify/static takes no route config).
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, ...OVERLOAD_EXEMPT };
    });
    await registerFiles(scope, clientDir);
  });
}

async function registerFiles(app: FastifyInstance, clientDir: string) {
  await app.register(staticFiles, {
    root: path.join(clientDir, 'assets'),
    prefix: '/assets/',
    preCompressed: true,
    maxAge: YEAR_MS,
    immutable: true,
    // Caches in between must keep the encodings apart.
    setHeaders: (response) => {
      response.setHeader('vary', 'accept-encoding');
    },
  });
  for (const entry of fs.readdirSync(clientDir, { withFileTypes: true })) {
    if (!entry.isFile()) continue;
    // The service worker's script is looked at anew on every visit: a deploy's new worker must not wait out an hour in a cache between.
    const maxAge = `/${entry.name}` === SERVICE_WORKER_URL ? 0 : HOUR_MS;
    app.get(`/${entry.name}`, (_request, reply) => reply.sendFile(entry.name, clientDir, { maxAge, immutable: false }));
  }
}
