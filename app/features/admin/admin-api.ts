import type { ClientActionFunctionArgs } from 'react-router';
import type { Envelope } from '../../../shared/contract/envelope.ts';
import { Retcode } from '../../../shared/contract/retcode.ts';
import { ApiCallError, NETWORK_ERROR } from '../../lib/api-client.ts';
import { routeAction } from '../../lib/route-data.ts';

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

export type OperatorWrite = { app_sn: string; path: string; body: Record<string, unknown> };

/**
 * The console routes' clientAction: an operator write (POST /v1/operator/...). The router then
 * revalidates the page's loaders; a failure answers 400 and reloads nothing (useOperator).
 */
export function operatorAction({ request }: ClientActionFunctionArgs) {
  return routeAction(request, ({ app_sn, path, body }: OperatorWrite) => postAsIs<unknown>(app_sn, path, body));
}
