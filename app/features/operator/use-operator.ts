import { useCallback } from 'react';
import { useT } from '../../i18n/index.ts';
import { ApiCallError, isAlreadyShown } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast/toast.ts';
import { useRouteAction } from '../../lib/route-data.ts';
import type { OperatorIntent, OperatorWriteAnswer, OperatorWriteName } from './operator-writes.ts';

/** A console write as components call it: the declared call's name, its input, the toast on success. */
export type OperatorWrite = <N extends OperatorWriteName>(
  call: N,
  input: OperatorIntent<N>['input'],
  ok?: string,
) => Promise<OperatorWriteAnswer<N> | undefined>;

/**
 * Sends operator writes through the console route's server action (the declared call named by
 * `call`, run for the page's visitor on the page's edition; the router then reloads the page's
 * data after each success) and reports the outcome in a toast. Answers the data, or undefined
 * when the write failed (the toast names the server's message).
 */
export function useOperator(): OperatorWrite {
  const t = useT();
  const run = useRouteAction();
  const write = useCallback(
    async function write<N extends OperatorWriteName>(call: N, input: OperatorIntent<N>['input'], ok = t('operator.saved')) {
      const intent: OperatorIntent<N> = { call, input };
      try {
        const data = await run<OperatorWriteAnswer<N>>(intent);
        toast.success(ok);
        return data;
      } catch (error) {
        if (isAlreadyShown(error)) return undefined;
        toast.error(t('operator.failed', { message: error instanceof ApiCallError ? error.message : String(error) }));
        return undefined;
      }
    },
    [run, t],
  );
  return write;
}
