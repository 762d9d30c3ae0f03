import { useCallback } from 'react';
import { useT } from '../../i18n/index.ts';
import { ApiCallError } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast/toast.ts';
import { useRouteAction } from '../../lib/route-data.ts';
import type { OperatorWrite } from './admin-api.ts';

/**
 * Sends operator writes for one edition through the console route's action (operatorAction; the
 * router reloads the page's data after each success) and reports the outcome in a toast.
 * Answers the data, or undefined when the write failed (the toast names the server's message).
 */
export function useOperator(appSn: string) {
  const t = useT();
  const run = useRouteAction();
  return useCallback(
    async function write<T = unknown>(path: string, body: Record<string, unknown>, ok = t('operator.saved')): Promise<T | undefined> {
      const request: OperatorWrite = { app_sn: appSn, path, body };
      try {
        const data = await run<T>(request);
        toast.success(ok);
        return data;
      } catch (error) {
        toast.error(t('operator.failed', { message: error instanceof ApiCallError ? error.message : String(error) }));
        return undefined;
      }
    },
    [appSn, run, t],
  );
}
