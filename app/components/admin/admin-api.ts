import { toast } from 'sonner';
import { ApiCallError, apiPost } from '../../lib/api-client.ts';

/**
 * Sends an operator write (POST /v1/operator/...) and reports the outcome in a toast. Answers
 * the data, or undefined when the call failed (the toast names the server's message).
 */
export async function operatorPost<T>(appSn: string, path: string, body: Record<string, unknown>, messages: { ok: string; failed: (message: string) => string }): Promise<T | undefined> {
  try {
    const data = await apiPost<T>(appSn, `/v1/operator/${path}`, body, { silent: true });
    toast.success(messages.ok);
    return data;
  } catch (error) {
    toast.error(messages.failed(error instanceof ApiCallError ? error.message : String(error)));
    return undefined;
  }
}
