import { toast } from '../../lib/toast/toast.ts';
import { Retcode } from '../../../shared/contract/retcode.ts';
import { ApiCallError, isIgnored } from '../../lib/api-client.ts';

/**
 * Runs a write, toasting success or the server's message (the API client has already started
 * login for -100, so that one shows nothing more). Answers whether it succeeded.
 */
export async function runAction(toastId: string, work: () => Promise<string>, action?: { label: string; onClick: () => void }): Promise<boolean> {
  try {
    const message = await work();
    toast.success(message, action ? { id: toastId, action } : { id: toastId });
    return true;
  } catch (error) {
    if (isIgnored(error) || (error instanceof ApiCallError && error.retcode === Retcode.LOGIN_REQUIRED)) return false;
    toast.error(error instanceof Error ? error.message : String(error), { id: toastId });
    return false;
  }
}
