import { useCallback, useEffect, useState } from 'react';
import { ApiCallError } from '../../lib/api-client.ts';

export type ApiData<T> = { status: 'loading' } | { status: 'failed'; retcode: number; message: string } | { status: 'ready'; data: T };

/**
 * Loads an API answer in the browser while `enabled` (a personal answer: the session rides
 * along), again whenever `key` changes or `reload` is called. A reload keeps the last answer
 * on screen until the new one arrives; a new key shows loading (never another key's answer).
 */
export function useApiData<T>(load: () => Promise<T>, key: string, enabled: boolean) {
  const [answer, setAnswer] = useState<{ key: string; state: ApiData<T> } | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    load().then(
      (data) => live && setAnswer({ key, state: { status: 'ready', data } }),
      (error: unknown) => {
        if (!live) return;
        const retcode = error instanceof ApiCallError ? error.retcode : -1;
        setAnswer({ key, state: { status: 'failed', retcode, message: error instanceof Error ? error.message : String(error) } });
      },
    );
    return () => {
      live = false;
    };
    // `load` is a new function each render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled, version]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const state: ApiData<T> = answer && answer.key === key ? answer.state : { status: 'loading' };
  return { state, reload };
}
