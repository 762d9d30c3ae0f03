import * as mediawikiImportCalls from '../../../../shared/contract/calls/mediawiki-import.ts';
import type { Envelope } from '../../../../shared/contract/envelope.ts';
import type { MediawikiUploadStatus } from '../../../../shared/contract/mediawiki-import.ts';
import { Retcode } from '../../../../shared/contract/retcode.ts';
import { callApi, callUrl } from '../../../lib/api-client.ts';

/** Calls of the dump import fail quietly (the page shows the server's message, the error's message). */
const QUIET = { silent: true } as const;

/** One chunk of the dump as raw bytes (callApi sends JSON); throws the server's message on failure. */
async function sendChunk(appSn: string, uploadId: string, index: number, bytes: Blob): Promise<MediawikiUploadStatus> {
  const query = new URLSearchParams({ upload_id: uploadId, index: String(index) });
  const response = await fetch(`${callUrl(appSn, mediawikiImportCalls.chunk)}?${query.toString()}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'content-type': 'application/octet-stream' },
    body: bytes,
  });
  let envelope: Envelope<MediawikiUploadStatus>;
  try {
    envelope = (await response.json()) as Envelope<MediawikiUploadStatus>;
  } catch {
    throw new Error(`unreadable answer (${response.status})`);
  }
  if (envelope.retcode !== Retcode.OK) throw new Error(envelope.message);
  return envelope.data;
}

/** Beginning an upload (POST mediawiki_import/begin, by the page's server action): the upload's id and chunks. */
export type BeginUpload = (input: { file_name: string; size: number }) => Promise<MediawikiUploadStatus>;

/** Sends the dump in the server's chunks (in order, as bytes from the browser) once `begin` opened the upload, reporting the bytes sent; answers the upload's status. */
export async function uploadDump(appSn: string, file: File, begin: BeginUpload, onProgress: (sent: number) => void): Promise<MediawikiUploadStatus> {
  let status = await begin({ file_name: file.name, size: file.size });
  for (let index = 0; index < status.chunk_count; index++) {
    const bytes = file.slice(index * status.chunk_size, Math.min(file.size, (index + 1) * status.chunk_size));
    status = await sendChunk(appSn, status.upload_id, index, bytes);
    onProgress(status.received);
  }
  return status;
}

/** The import's progress, polled every few seconds while it runs (a read of the browser's own: a loader's revalidation would reload the whole console's data each time). */
export const importStatus = (appSn: string, uploadId: string) => callApi(appSn, mediawikiImportCalls.status, { upload_id: uploadId }, QUIET);
