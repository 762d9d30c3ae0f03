import * as uploadCalls from '../../../shared/contract/calls/uploads.ts';
import type { UploadResult, UploadStatus } from '../../../shared/contract/corrections.ts';
import type { Envelope } from '../../../shared/contract/envelope.ts';
import { Retcode } from '../../../shared/contract/retcode.ts';
import { ApiCallError, callApi, callUrl, NETWORK_ERROR } from '../../lib/api-client.ts';

/** Tries per chunk before the upload gives up; between tries the server is asked what it holds. */
export const CHUNK_ATTEMPTS = 4;
/** Pause before the n-th retry of a chunk (milliseconds). */
const retryDelay = (attempt: number) => 400 * 2 ** (attempt - 1);

export interface UploadOptions {
  /** 0 to 100 as bytes reach the server. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** One chunk over XMLHttpRequest (fetch cannot report upload progress). */
function sendChunk(
  appSn: string,
  uploadId: string,
  index: number,
  bytes: Blob,
  onLoaded: (loaded: number) => void,
  signal?: AbortSignal,
): Promise<UploadStatus> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const query = new URLSearchParams({ upload_id: uploadId, index: String(index), app_sn: appSn });
    xhr.open('POST', `${callUrl(appSn, uploadCalls.chunk)}?${query.toString()}`);
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => onLoaded(event.loaded);
    const networkFailure = () => reject(new ApiCallError(NETWORK_ERROR, 'network error', { path: uploadCalls.chunk.path }));
    xhr.onerror = networkFailure;
    xhr.ontimeout = networkFailure;
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    xhr.onload = () => {
      let body: Envelope<UploadStatus>;
      try {
        body = JSON.parse(xhr.responseText) as Envelope<UploadStatus>;
      } catch {
        networkFailure();
        return;
      }
      if (body.retcode === Retcode.OK) resolve(body.data);
      else reject(new ApiCallError(body.retcode, body.message, { status: xhr.status, path: uploadCalls.chunk.path }));
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(bytes);
  });
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('aborted', 'AbortError'));
      },
      { once: true },
    );
  });

/**
 * Uploads a picture in 2 MB chunks: starts the upload, sends each chunk the server does not
 * hold yet, and after a dropped connection asks the server which chunks arrived and carries on
 * from there; then completes it and answers data.url. Failures throw an ApiCallError
 * (retcode NETWORK_ERROR when the network gave up).
 */
export async function uploadPicture(appSn: string, file: File, options: UploadOptions = {}): Promise<UploadResult> {
  const { onProgress, signal } = options;
  const started = await callApi(
    appSn,
    uploadCalls.init,
    { file_name: file.name || 'picture', mime: file.type, size: file.size },
    { silent: true, ...(signal ? { signal } : {}) },
  );
  const { upload_id: uploadId, chunk_size: chunkSize, chunk_count: chunkCount } = started;
  const held = new Set(started.received);
  const chunkBytes = (index: number) => Math.min(chunkSize, file.size - index * chunkSize);
  const report = (inFlight: number) => {
    let done = 0;
    for (const index of held) done += chunkBytes(index);
    onProgress?.(Math.min(99, Math.floor(((done + inFlight) / file.size) * 100)));
  };
  report(0);

  for (let index = 0; index < chunkCount; index++) {
    for (let attempt = 1; !held.has(index); attempt++) {
      try {
        const status = await sendChunk(appSn, uploadId, index, file.slice(index * chunkSize, index * chunkSize + chunkSize), report, signal);
        status.received.forEach((received) => held.add(received));
        held.add(index);
      } catch (error) {
        if (!(error instanceof ApiCallError) || error.retcode !== NETWORK_ERROR || attempt >= CHUNK_ATTEMPTS) throw error;
        await wait(retryDelay(attempt), signal);
        // The connection dropped: the server says which chunks it holds, and those are not sent again.
        const status = await callApi(appSn, uploadCalls.status, { upload_id: uploadId }, { silent: true, ...(signal ? { signal } : {}) }).catch(
          () => undefined,
        );
        status?.received.forEach((received) => held.add(received));
      }
      report(0);
    }
  }
  const result = await callApi(appSn, uploadCalls.complete, { upload_id: uploadId }, { silent: true, ...(signal ? { signal } : {}) });
  onProgress?.(100);
  return result;
}
