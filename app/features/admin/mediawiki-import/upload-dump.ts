import type { Envelope } from '../../../../shared/contract/envelope.ts';
import type { MediawikiUploadStatus } from '../../../../shared/contract/mediawiki-import.ts';
import { Retcode } from '../../../../shared/contract/retcode.ts';

/** An operator call of the dump import; throws the server's message on failure. */
async function call<T>(appSn: string, path: string, init: RequestInit): Promise<T> {
  const response = await fetch(`/api/${appSn}/v1/operator/mediawiki_import/${path}`, { credentials: 'same-origin', ...init, headers: { accept: 'application/json', ...init.headers } });
  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    throw new Error(`unreadable answer (${response.status})`);
  }
  if (envelope.retcode !== Retcode.OK) throw new Error(envelope.message);
  return envelope.data;
}

const postJson = <T>(appSn: string, path: string, body: unknown) => call<T>(appSn, path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** Sends the dump in the server's chunks (in order), reporting the bytes sent; answers the upload's status. */
export async function uploadDump(appSn: string, file: File, onProgress: (sent: number) => void): Promise<MediawikiUploadStatus> {
  let status = await postJson<MediawikiUploadStatus>(appSn, 'begin', { file_name: file.name, size: file.size });
  for (let index = 0; index < status.chunk_count; index++) {
    const bytes = file.slice(index * status.chunk_size, Math.min(file.size, (index + 1) * status.chunk_size));
    status = await call<MediawikiUploadStatus>(appSn, `chunk?upload_id=${status.upload_id}&index=${index}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: bytes,
    });
    onProgress(status.received);
  }
  return status;
}

export const startImport = (appSn: string, uploadId: string) => postJson<MediawikiUploadStatus>(appSn, 'start', { upload_id: uploadId });

export const importStatus = (appSn: string, uploadId: string) => call<MediawikiUploadStatus>(appSn, `status?upload_id=${uploadId}`, { method: 'GET' });
