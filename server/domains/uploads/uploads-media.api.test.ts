import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIO_UPLOAD_MAX_BYTES } from '../../../shared/contract/operator-media.ts';
import { UPLOAD_CHUNK_BYTES } from '../../../shared/contract/corrections.ts';
import { uploadService } from './upload-service.ts';
import { postJson, signUp } from '../../../tests/support/accounts.ts';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

/** A tiny mono 8 kHz 16-bit PCM WAV of `samples` samples of a square wave. */
function tinyWav(samples = 800): Buffer {
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE(i % 20 < 10 ? 8000 : -8000, i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

describe.each(dialects)('voice clip uploads and the expired-upload sweep on %s', (dialect) => {
  let server: TestServer;
  let appSn: string;
  let admin: { cookie: string; aid: number };
  let reader: { cookie: string; aid: number };

  beforeAll(async () => {
    server = await startTestServer(dialect);
    appSn = (await server.make.edition()).app_sn;
    admin = await signUp(server, appSn, `audio_admin_${dialect}`);
    await server.db
      .insertInto('user_permissions')
      .values({ user_id: admin.aid, edition_id: 0, permission: 'ADMIN', granted_at: 0, granted_by: null })
      .execute();
    reader = await signUp(server, appSn, `audio_reader_${dialect}`);
  });
  afterAll(() => server.close());

  const upload = async (bytes: Buffer, cookie = admin.cookie) => {
    const response = await server.get(`/api/${appSn}/v1/operator/audio/upload?file_name=clip.mp3`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(bytes),
    });
    return {
      status: response.status,
      body: (await response.json()) as { retcode: number; message: string; data: { url: string; key: string; mime: string; size: number } },
    };
  };

  it('stores a real audio file once, serves it from /media/ and lists it for the pools form', async () => {
    const wav = tinyWav();
    const first = await upload(wav);
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.data).toMatchObject({ mime: 'audio/wav', size: wav.length });
    expect(first.body.data.url).toMatch(/^\/media\/[0-9a-f]{2}\/[0-9a-f]{64}\.wav$/);
    const again = await upload(wav);
    expect(again.body.data.url).toBe(first.body.data.url);
    const rows = await server.db.selectFrom('uploads').select('id').where('key', '=', first.body.data.key).execute();
    expect(rows).toHaveLength(1);

    const served = await server.get(first.body.data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await served.arrayBuffer()).equals(wav)).toBe(true);

    const pools = await (await server.get(`/api/${appSn}/v1/operator/gacha_pools`, { headers: { cookie: admin.cookie } })).json();
    expect(pools.data.clips.map((clip: { url: string }) => clip.url)).toContain(first.body.data.url);
    const audit = await (await server.get(`/api/${appSn}/v1/operator/audit?action=audio.upload`, { headers: { cookie: admin.cookie } })).json();
    expect(audit.data.list).toHaveLength(1);
  });

  it('checks the bytes: a PNG named .mp3 and plain text are refused with 422, a JSON body with 415', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    for (const bytes of [png, Buffer.from('ID3 is not enough, this is text')]) {
      const answer = await upload(bytes);
      expect(answer.status).toBe(422);
      expect(answer.body.message).toContain('Only MP3, OGG, WAV, M4A and AAC audio is supported');
    }
    // The clip is the body's bytes: a JSON body is the wrong type.
    const json = await postJson(server, `/api/${appSn}/v1/operator/audio/upload`, { file: 'x' }, admin.cookie);
    expect(json.status).toBe(415);
  });

  it('refuses clips over 5 MB', async () => {
    const slightlyOver = Buffer.concat([tinyWav(), Buffer.alloc(AUDIO_UPLOAD_MAX_BYTES)]);
    const over = await upload(slightlyOver);
    expect(over.status).toBe(422);
    expect(over.body.message).toContain('Audio size exceeds 5MB');
    const farOver = await upload(Buffer.alloc(AUDIO_UPLOAD_MAX_BYTES * 2));
    expect(farOver.status).toBe(413);
  });

  it('is for ADMIN only', async () => {
    expect((await upload(tinyWav(400), reader.cookie)).status).toBe(403);
    expect((await upload(tinyWav(400), '')).status).toBe(401);
  });

  it('sweeps expired uploads and their chunk files, and keeps the running ones', async () => {
    const start = (size: number) =>
      postJson(server, `/api/${appSn}/v1/upload/init`, { file_name: 'a.png', mime: 'image/png', size }, reader.cookie).then((r) => r.json());
    const sendChunk = (uploadId: string, index: number, bytes: Buffer) =>
      server.get(`/api/${appSn}/v1/upload/chunk?upload_id=${uploadId}&index=${index}`, {
        method: 'POST',
        headers: { cookie: reader.cookie, 'content-type': 'application/octet-stream' },
        body: new Uint8Array(bytes),
      });
    const stale = (await start(UPLOAD_CHUNK_BYTES + 10)).data.upload_id as string;
    expect((await sendChunk(stale, 1, Buffer.alloc(10, 1))).status).toBe(200);
    const fresh = (await start(10)).data.upload_id as string;
    expect(await server.storage.get(`parts/${stale}/1`)).toBeDefined();

    // The stale one started long ago: move its expiry into the past instead of waiting a day.
    const now = Math.floor(Date.now() / 1000);
    await server.db
      .updateTable('upload_sessions')
      .set({ expires_at: now - 1 })
      .where('id', '=', stale)
      .execute();
    const uploads = uploadService(server.db, server.storage);
    expect(await uploads.sweepExpired(now)).toBe(1);
    expect(await server.storage.get(`parts/${stale}/1`)).toBeUndefined();
    expect(await server.db.selectFrom('upload_chunks').select('idx').where('upload_id', '=', stale).execute()).toEqual([]);
    const left = await server.db.selectFrom('upload_sessions').select('id').where('id', 'in', [stale, fresh]).execute();
    expect(left.map((row) => row.id)).toEqual([fresh]);

    // A day later (an explicit clock) the fresh one has expired too.
    expect(await uploads.sweepExpired(now + 2 * 86_400)).toBe(1);
    expect(await uploads.sweepExpired(now + 2 * 86_400)).toBe(0);
  });
});
