import type { ApiCallError, ReportContext } from '../api-client.ts';

/** Public settings of the error reporting, from the server's SENTRY_* variables. */
export interface ReportingConfig {
  dsn: string;
  tracesSampleRate: number;
}

type Sentry = typeof import('./sentry-sdk.ts');

let sdk: Promise<Sentry> | null = null;

/**
 * Starts error reporting (Sentry) when a DSN is configured; without one it is off and the SDK
 * is never downloaded (it is a dynamic import). Errors are all sent (sample rate 1); traces
 * at the configured rate (0.1 by default).
 */
export function initErrorReporting(config: ReportingConfig | null | undefined): void {
  if (!config?.dsn || sdk || typeof window === 'undefined') return;
  sdk = import('./sentry-sdk.ts')
    .then((Sentry) => {
      Sentry.init({
        dsn: config.dsn,
        sampleRate: 1,
        tracesSampleRate: config.tracesSampleRate,
        integrations: [Sentry.browserTracingIntegration()],
      });
      return Sentry;
    })
    .catch((error: unknown) => {
      sdk = null;
      throw error;
    });
  sdk.catch(() => {
    // Blocked by an ad blocker or offline: the page works without reporting.
  });
}

const withSdk = (use: (Sentry: Sentry) => void) => {
  sdk?.then(use).catch(() => {});
};

/** The signed-in user's aid on every report (tag and user); null clears it (logout). */
export function setReportingUser(aid: number | null): void {
  withSdk((Sentry) => {
    if (aid === null) {
      Sentry.setUser(null);
      Sentry.setTag('aid', undefined);
    } else {
      Sentry.setUser({ id: String(aid) });
      Sentry.setTag('aid', String(aid));
    }
  });
}

/** Reports an unexpected error (a render or initialisation failure). */
export function reportError(error: unknown, extra: Record<string, unknown> = {}): void {
  withSdk((Sentry) => Sentry.captureException(error, { extra }));
}

/** Reports an unexpected API answer with its response data, trace id, status, url, method and params. */
export function reportApiError(error: ApiCallError, context: ReportContext): void {
  withSdk((Sentry) =>
    Sentry.withScope((scope) => {
      const traceId = context.traceId ?? Sentry.getActiveSpan()?.spanContext().traceId ?? scope.getPropagationContext().traceId;
      scope.setTag('retcode', String(error.retcode));
      scope.setContext('api', {
        url: context.url,
        method: context.method,
        params: context.params,
        status: context.status ?? null,
        data: context.data ?? null,
        traceId,
      });
      Sentry.captureException(error);
    }),
  );
}
