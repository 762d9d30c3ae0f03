import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadLocale, pageLocale } from './i18n/index.ts';
import { reloadOnce } from './lib/chunk-reload.ts';
import { startServiceWorker } from './lib/offline/service-worker-client.ts';

// A chunk of an older deploy that is gone: reload once to get the new one.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});

// Offline reading of pages already read (README, Installable and offline); the dev server has no worker.
if (import.meta.env.PROD) startServiceWorker();

// The page language's messages first (the HTML preloads them): hydration renders the server's text.
// Without them it would render message keys over it, so a failed load leaves the page unhydrated.
loadLocale(pageLocale()).then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  (error: unknown) => console.error('The page language could not be loaded', error),
);
