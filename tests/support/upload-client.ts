import crypto from 'node:crypto';
import sharp from 'sharp';
import { sessionStore } from '../../server/domains/accounts/sessions.ts';
import { SESSION_COOKIE } from '../../server/api/session-cookie.ts';
import { postJson } from './accounts.ts';
import type { TestServer } from './test-server.ts';

export interface Answer<T> {
  status: number;
  retcode: number;
  message: string;
  data: T;
}

/** A noisy RGB picture of about width×height×3 bytes: it does not compress, so its size is known in advance. */
export async function noisePng(width: number, height: number): Promise<Buffer> {
  const raw = crypto.randomBytes(width * height * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** Chunked uploads through the API (init, chunks, complete) as one account, and its session cookie. */
export async function uploadClient(server: TestServer, appSn: string, name: string, permission?: { permission: 'ADMIN'; editionId: number }) {
  const user = await server.make.user({ name });
  if (permission)
    await server.db
      .insertInto('user_permissions')
      .values({ user_id: user.id, edition_id: permission.editionId, permission: permission.permission, granted_at: 0, granted_by: null })
      .execute();
  const { token } = await sessionStore(server.db).create(Number(user.id), { userAgent: 'test', ip: '127.0.0.1' });
  const cookie = `${SESSION_COOKIE}=${token}`;
  const answer = async <T>(response: Promise<Response>): Promise<Answer<T>> => {
    const got = await response;
    const body = (await got.json()) as { retcode: number; message: string; data: T };
    return { status: got.status, ...body };
  };
  const init = (bytes: Buffer) =>
    answer<{ upload_id: string; chunk_size: number; chunk_count: number }>(
      postJson(server, `/api/${appSn}/v1/upload/init`, { file_name: 'picture.png', mime: 'image/png', size: bytes.length }, cookie),
    );
  return {
    aid: Number(user.id),
    cookie,
    init,
    /** The whole flow; the last answer (complete's, or the first refusal). */
    async upload(bytes: Buffer): Promise<Answer<{ url: string; size: number }>> {
      const started = await init(bytes);
      if (started.status !== 200) return started as unknown as Answer<{ url: string; size: number }>;
      const { upload_id: id, chunk_size: size, chunk_count: count } = started.data;
      for (let index = 0; index < count; index++) {
        const sent = await answer(
          server.get(`/api/${appSn}/v1/upload/chunk?upload_id=${id}&index=${index}`, {
            method: 'POST',
            headers: { cookie, 'content-type': 'application/octet-stream' },
            body: new Uint8Array(bytes.subarray(index * size, (index + 1) * size)),
          }),
        );
        if (sent.status !== 200) return sent as unknown as Answer<{ url: string; size: number }>;
      }
      return answer(postJson(server, `/api/${appSn}/v1/upload/complete`, { upload_id: id }, cookie));
    },
    get: <T>(path: string) => answer<T>(server.get(path, { headers: { cookie } })),
  };
}
