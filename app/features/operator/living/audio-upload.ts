import type { Envelope } from '../../../../shared/contract/envelope.ts';
import type { AudioUploadResult } from '../../../../shared/contract/operator-media.ts';
import { Retcode } from '../../../../shared/contract/retcode.ts';
import * as operatorLivingCalls from '../../../../shared/contract/calls/operator-living.ts';
import { ApiCallError, NETWORK_ERROR, callUrl } from '../../../lib/api-client.ts';

const PATH = operatorLivingCalls.uploadAudio.path;

/**
 * Sends a voice clip to the operator's audio upload in one request over XMLHttpRequest (fetch
 * cannot report upload progress). The server decides the type from the bytes.
 */
export function uploadAudio(appSn: string, file: File, onProgress?: (percent: number) => void): Promise<AudioUploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', callUrl(appSn, operatorLivingCalls.uploadAudio));
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress?.(Math.min(99, Math.floor((event.loaded / event.total) * 100)));
    const networkFailure = () => reject(new ApiCallError(NETWORK_ERROR, 'network error', { path: PATH }));
    xhr.onerror = networkFailure;
    xhr.ontimeout = networkFailure;
    xhr.onload = () => {
      let body: Envelope<AudioUploadResult>;
      try {
        body = JSON.parse(xhr.responseText) as Envelope<AudioUploadResult>;
      } catch {
        networkFailure();
        return;
      }
      if (body.retcode === Retcode.OK) resolve(body.data);
      else reject(new ApiCallError(body.retcode, body.message, { status: xhr.status, path: PATH }));
    };
    xhr.send(file);
  });
}
