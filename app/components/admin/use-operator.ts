import { useRevalidator } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { operatorPost } from './admin-api.ts';

/** Sends operator writes for one edition and reloads the page's data after each success. */
export function useOperator(appSn: string) {
  const t = useT();
  const revalidator = useRevalidator();
  return async function write<T = unknown>(path: string, body: Record<string, unknown>, ok = t('operator.saved')): Promise<T | undefined> {
    const data = await operatorPost<T>(appSn, path, body, { ok, failed: (message) => t('operator.failed', { message }) });
    if (data !== undefined) await revalidator.revalidate();
    return data;
  };
}
