import * as uploadCalls from '../../../../shared/contract/calls/uploads.ts';
import { UPLOAD_LIMITS } from '../../../../shared/limits.ts';
import { callApi } from '../../../lib/api-client.ts';
import { askApiAnswer, useApiAnswer } from '../../../lib/route-data.ts';

const key = (appSn: string) => `upload-policy:${appSn}`;
const load = (appSn: string) => () => callApi(appSn, uploadCalls.policy, {}, { silent: true });

/** Starts asking for the upload ceiling early (the editor, while it reads its document). */
export const askUploadPolicy = (appSn: string) => void askApiAnswer(key(appSn), load(appSn));

/**
 * The upload ceiling in MB the server is configured with (UPLOAD_MAX_MB), asked once per page
 * load; the default when it cannot be read. Suspends until known (useApiAnswer).
 */
export function useUploadMaxMb(appSn: string): number {
  const policy = useApiAnswer(key(appSn), load(appSn), { keep: true });
  return policy.status === 'ready' ? policy.data.max_size_mb : UPLOAD_LIMITS.maxImageMb;
}
