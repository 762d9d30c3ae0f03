import { toast } from '../../lib/toast/toast.ts';
import type { Envelope } from '../../../shared/contract/envelope.ts';
import { Retcode } from '../../../shared/contract/retcode.ts';
import { ApiCallError, NETWORK_ERROR } from '../../lib/api-client.ts';

/**
 * POSTs an operator call with its body exactly as given. The readers' apiPost adds the page's
 * app_sn to every body, which would overwrite the app_sn field of edition settings (renaming an
 * edition, creating one); the path already names the edition.
 */
async function postAsIs<T>(appSn: string, path: string, body: Record<string, unknown>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/${appSn}/v1/operator/${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new ApiCallError(NETWORK_ERROR, (error as Error)?.message ?? 'network error', { path });
  }
  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    throw new ApiCallError(NETWORK_ERROR, `unreadable answer (${response.status})`, { status: response.status, path });
  }
  if (envelope.retcode !== Retcode.OK) throw new ApiCallError(envelope.retcode, envelope.message, { status: response.status, data: envelope.data, path });
  return envelope.data;
}

/**
 * Sends an operator write (POST /v1/operator/...) and reports the outcome in a toast. Answers
 * the data, or undefined when the call failed (the toast names the server's message).
 */
export async function operatorPost<T>(appSn: string, path: string, body: Record<string, unknown>, messages: { ok: string; failed: (message: string) => string }): Promise<T | undefined> {
  try {
    const data = await postAsIs<T>(appSn, path, body);
    toast.success(messages.ok);
    return data;
  } catch (error) {
    toast.error(messages.failed(error instanceof ApiCallError ? error.message : String(error)));
    return undefined;
  }
}
