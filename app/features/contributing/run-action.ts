import { toast } from '../../lib/toast/toast.ts';
import { isAlreadyShown } from '../../lib/api-client.ts';

/**
 * Runs a write, toasting success or the server's message (the API client has already started
 * login for -100 and toasted a network failure, so those show nothing more). Answers whether it succeeded.
 */
export async function runAction(toastId: string, work: () => Promise<string>, action?: { label: string; onClick: () => void }): Promise<boolean> {
  try {
    const message = await work();
    toast.success(message, action ? { id: toastId, action } : { id: toastId });
    return true;
  } catch (error) {
    if (isAlreadyShown(error)) return false;
    toast.error(error instanceof Error ? error.message : String(error), { id: toastId });
    return false;
  }
}
