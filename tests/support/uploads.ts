import crypto from 'node:crypto';
import sharp from 'sharp';
import type { UploadResult, UploadStatus } from '../../shared/contract/corrections.ts';
import { postJson } from './accounts.ts';
import type { TestServer } from './test-server.ts';

/** An API answer read whole: status and envelope. */
export interface Answer<T> {
  status: number;
  body: { retcode: number; message: string; data: T };
}

async function answerOf<T>(response: Promise<Response>): Promise<Answer<T>> {
  const answer = await response;
  return { status: answer.status, body: (await answer.json()) as Answer<T>['body'] };
}

/** The chunked picture upload calls (v1/upload/*) of one signed-in user, on any app process. */
export function pictureUploads(appSn: string, cookie: string) {
  return {
    start: (server: TestServer, body: { file_name: string; mime: string; size: number }) =>
      answerOf<UploadStatus>(postJson(server, `/api/${appSn}/v1/upload/init`, body, cookie)),
    sendChunk: (server: TestServer, uploadId: string, index: number, bytes: Buffer) =>
      answerOf<UploadStatus>(
        server.get(`/api/${appSn}/v1/upload/chunk?upload_id=${uploadId}&index=${index}`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/octet-stream' },
          body: new Uint8Array(bytes),
        }),
      ),
    status: (server: TestServer, uploadId: string) =>
      answerOf<UploadStatus>(server.get(`/api/${appSn}/v1/upload/status?upload_id=${uploadId}`, { headers: { cookie } })),
    complete: (server: TestServer, uploadId: string) =>
      answerOf<UploadResult>(postJson(server, `/api/${appSn}/v1/upload/complete`, { upload_id: uploadId }, cookie)),
  };
}

/** The bytes of chunk `index` of a picture cut into chunks of `chunkSize`. */
export const chunkOf = (bytes: Buffer, chunkSize: number, index: number) => bytes.subarray(index * chunkSize, (index + 1) * chunkSize);

/** A noisy RGB picture: it does not compress, so a few megapixels make several chunks. */
export async function noisePng(width: number, height: number): Promise<Buffer> {
  const raw = crypto.randomBytes(width * height * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}
