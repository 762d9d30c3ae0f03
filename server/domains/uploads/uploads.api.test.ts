import crypto from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_CHUNK_BYTES } from '../../../shared/contract/corrections.ts';
import { sessionStore } from '../accounts/sessions.ts';
import { SESSION_COOKIE } from '../../api/session-cookie.ts';
import { postJson } from '../../../tests/support/accounts.ts';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

interface Envelope<T = Record<string, unknown>> {
  retcode: number;
  message: string;
  data: T;
}

/** A noisy RGB picture: it does not compress, so a few megapixels make several chunks. */
async function noisePng(width: number, height: number): Promise<Buffer> {
  const raw = crypto.randomBytes(width * height * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** A PNG whose header claims width×height pixels but whose data is a few bytes: a decompression bomb. */
function bombPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe.each(dialects)('chunked picture uploads on %s', (dialect) => {
  let server: TestServer;
  let appSn: string;
  let users = 0;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    appSn = (await server.make.edition()).app_sn;
  });
  afterAll(() => server.close());

  /** A user with a session (sign-ups through the API are rate-limited per address). */
  const newAccount = async () => {
    const user = await server.make.user({ name: `up_${dialect}_${++users}` });
    const { token } = await sessionStore(server.db).create(Number(user.id), { userAgent: 'test', ip: '127.0.0.1' });
    return { cookie: `${SESSION_COOKIE}=${token}`, aid: Number(user.id) };
  };
  const newUser = async () => (await newAccount()).cookie;
  const call = async <T = Record<string, unknown>>(response: Promise<Response>) => {
    const answer = await response;
    return { status: answer.status, body: (await answer.json()) as Envelope<T>, headers: answer.headers };
  };
  const init = (cookie: string, body: Record<string, unknown>) =>
    call<{ upload_id: string; chunk_size: number; chunk_count: number; received: number[] }>(postJson(server, `/api/${appSn}/v1/upload/init`, body, cookie));
  const sendChunk = (cookie: string, uploadId: string, index: number, bytes: Buffer) =>
    call<{ received: number[] }>(
      server.get(`/api/${appSn}/v1/upload/chunk?upload_id=${uploadId}&index=${index}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/octet-stream' },
        body: new Uint8Array(bytes),
      }),
    );
  const status = (cookie: string, uploadId: string) =>
    call<{ received: number[]; chunk_count: number }>(server.get(`/api/${appSn}/v1/upload/status?upload_id=${uploadId}`, { headers: { cookie } }));
  const complete = (cookie: string, uploadId: string) =>
    call<{ url: string; mime: string; width: number; height: number; size: number }>(
      postJson(server, `/api/${appSn}/v1/upload/complete`, { upload_id: uploadId }, cookie),
    );

  /** The whole flow: start, every chunk, complete. */
  async function upload(cookie: string, bytes: Buffer, fileName: string, mime: string) {
    const started = await init(cookie, { file_name: fileName, mime, size: bytes.length });
    expect(started.status, started.body.message).toBe(200);
    const { upload_id: id, chunk_size: size, chunk_count: count } = started.body.data;
    for (let index = 0; index < count; index++) {
      const sent = await sendChunk(cookie, id, index, bytes.subarray(index * size, (index + 1) * size));
      expect(sent.status, sent.body.message).toBe(200);
    }
    return complete(cookie, id);
  }

  it('answers the upload policy: 10 MB by default, 2 MB chunks, PNG and JPEG', async () => {
    const { body } = await call(server.get(`/api/${appSn}/v1/upload/policy`));
    expect(body.data).toEqual({ max_size_mb: 10, chunk_size: 2 * 1024 * 1024, mimes: ['image/jpeg', 'image/png'] });
  });

  it('needs a session for every upload call', async () => {
    const attempts = [
      init('', { file_name: 'a.png', mime: 'image/png', size: 10 }),
      sendChunk('', '0'.repeat(32), 0, Buffer.alloc(10)),
      status('', '0'.repeat(32)),
      complete('', '0'.repeat(32)),
    ];
    for (const attempt of await Promise.all(attempts)) {
      expect(attempt.status).toBe(401);
      expect(attempt.body.retcode).toBe(-100);
    }
  });

  it('refuses other types with the spec message, by declared type and by file name', async () => {
    const cookie = await newUser();
    for (const [fileName, mime, field] of [
      ['a.gif', 'image/gif', 'mime'],
      ['a.svg', 'image/svg+xml', 'mime'],
      ['page.html', 'image/png', 'file_name'],
      ['a.png', 'image/jpeg', 'file_name'],
    ]) {
      const { status: code, body } = await init(cookie, { file_name: fileName, mime, size: 100 });
      expect(code, fileName).toBe(422);
      expect(body.message, fileName).toBe(`${field}: Only PNG, JPEG, JPG formats are supported`);
    }
  });

  it('refuses pictures over the size limit with the spec message', async () => {
    const cookie = await newUser();
    const { status: code, body } = await init(cookie, { file_name: 'big.jpg', mime: 'image/jpeg', size: 10 * 1024 * 1024 + 1 });
    expect(code).toBe(422);
    expect(body.message).toBe('size: Image size exceeds 10MB');
    expect((await init(cookie, { file_name: 'ok.jpg', mime: 'image/jpeg', size: 10 * 1024 * 1024 })).status).toBe(200);
  });

  it('names bad fields of the start call', async () => {
    const cookie = await newUser();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ mime: 'image/png', size: 10 }, 'file_name'],
      [{ file_name: 'a.png', mime: 'image/png', size: -1 }, 'size'],
      [{ file_name: 'a.png', mime: 'image/png', size: 1.5 }, 'size'],
      [{ file_name: '', mime: 'image/png', size: 1 }, 'file_name'],
    ];
    for (const [body, field] of cases) {
      const answer = await init(cookie, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.message, JSON.stringify(body)).toContain(`${field}:`);
    }
  });

  it('assembles chunks into a picture, strips its metadata and answers data.url', async () => {
    const cookie = await newUser();
    const photo = await sharp(await noisePng(1200, 1000))
      .jpeg({ quality: 100 })
      .withExif({ IFD0: { Copyright: 'secret owner', ImageDescription: 'gps here' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { status: code, body } = await upload(cookie, photo, 'photo.JPG', 'image/jpeg');
    expect(code, body.message).toBe(200);
    expect(body.data.url).toMatch(/^\/img\/[0-9a-f]{2}\/[0-9a-f]{64}\.jpg$/);
    expect(body.data).toMatchObject({ mime: 'image/jpeg', width: 1200, height: 1000 });

    const key = body.data.url.slice('/img/'.length);
    const stored = await server.storage.get(key);
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored!.includes(Buffer.from('secret owner'))).toBe(false);

    const served = await server.get(body.data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('resumes after a dropped connection: the status tells which chunks arrived', async () => {
    const cookie = await newUser();
    const picture = await noisePng(1300, 1300);
    expect(picture.length).toBeGreaterThan(2 * UPLOAD_CHUNK_BYTES);
    const started = await init(cookie, { file_name: 'map.png', mime: 'image/png', size: picture.length });
    const { upload_id: id, chunk_count: count } = started.body.data;
    expect(count).toBe(Math.ceil(picture.length / UPLOAD_CHUNK_BYTES));
    const part = (index: number) => picture.subarray(index * UPLOAD_CHUNK_BYTES, (index + 1) * UPLOAD_CHUNK_BYTES);

    expect((await sendChunk(cookie, id, 0, part(0))).body.data.received).toEqual([0]);
    // Chunk 1 dies half-way: the connection drops after half its bytes.
    await new Promise<void>((resolve) => {
      const request = http.request(`${server.url}/api/${appSn}/v1/upload/chunk?upload_id=${id}&index=1`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/octet-stream', 'content-length': String(UPLOAD_CHUNK_BYTES) },
      });
      request.on('error', () => resolve());
      request.on('close', () => resolve());
      request.write(part(1).subarray(0, UPLOAD_CHUNK_BYTES / 2), () => request.destroy());
    });
    const after = await status(cookie, id);
    expect(after.body.data.received).toEqual([0]);

    // Completing now names what is missing.
    const early = await complete(cookie, id);
    expect(early.status).toBe(409);
    expect(early.body.message).toContain('chunks missing: 1');

    // A chunk of the wrong length is refused; the right one is taken, in any order.
    const short = await sendChunk(cookie, id, 1, part(1).subarray(1));
    expect(short.status).toBe(422);
    expect(short.body.message).toContain(`body: chunk 1 must be ${UPLOAD_CHUNK_BYTES} bytes`);
    for (let index = count - 1; index >= 1; index--) expect((await sendChunk(cookie, id, index, part(index))).status).toBe(200);
    const done = await complete(cookie, id);
    expect(done.status, done.body.message).toBe(200);
    expect(done.body.data).toMatchObject({ mime: 'image/png', width: 1300, height: 1300 });
    // Completing twice answers the same picture; the chunks are gone from the store.
    expect((await complete(cookie, id)).body.data.url).toBe(done.body.data.url);
    expect(await server.storage.get(`parts/${id}/0`)).toBeUndefined();
  });

  it('keeps uploads apart per user and checks chunk indexes', async () => {
    const owner = await newUser();
    const other = await newUser();
    const started = await init(owner, { file_name: 'a.png', mime: 'image/png', size: 100 });
    const id = started.body.data.upload_id;
    expect((await sendChunk(other, id, 0, Buffer.alloc(100))).status).toBe(404);
    expect((await status(other, id)).status).toBe(404);
    expect((await complete(other, id)).status).toBe(404);
    const beyond = await sendChunk(owner, id, 1, Buffer.alloc(100));
    expect(beyond.status).toBe(422);
    expect(beyond.body.message).toBe('index: must be below 1');
    // A chunk is the body's bytes: a JSON body is the wrong type.
    const json = await call(postJson(server, `/api/${appSn}/v1/upload/chunk?upload_id=${id}&index=0`, { bytes: 'x' }, owner));
    expect(json.status).toBe(415);
    expect(json.body.message).toBe('unsupported content type application/json: send application/octet-stream');
  });

  it('refuses a body larger than one chunk before reading it', async () => {
    const cookie = await newUser();
    const started = await init(cookie, { file_name: 'a.png', mime: 'image/png', size: 5 * 1024 * 1024 });
    const answer = await sendChunk(cookie, started.body.data.upload_id, 0, Buffer.alloc(UPLOAD_CHUNK_BYTES + 4096));
    expect(answer.status).toBe(413);
    expect(answer.body.retcode).toBe(413);
  });

  it('checks the real type from the bytes', async () => {
    const cookie = await newUser();
    const png = await noisePng(64, 64);
    const pngAsJpeg = await upload(cookie, png, 'renamed.jpg', 'image/jpeg');
    expect(pngAsJpeg.status).toBe(422);
    expect(pngAsJpeg.body.message).toBe('file: the content is image/png, not the declared image/jpeg');

    const script = Buffer.from('#!/bin/sh\necho pwned\n<script>alert(1)</script>\n');
    const scriptAsPng = await upload(cookie, script, 'cute.png', 'image/png');
    expect(scriptAsPng.status).toBe(422);
    expect(scriptAsPng.body.message).toBe('file: Only PNG, JPEG, JPG formats are supported');

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    expect((await upload(cookie, svg, 'vector.png', 'image/png')).body.message).toBe('file: Only PNG, JPEG, JPG formats are supported');

    const bomb = bombPng(30_000, 30_000);
    expect(bomb.length).toBeLessThan(2_000);
    const bombAnswer = await upload(cookie, bomb, 'bomb.png', 'image/png');
    expect(bombAnswer.status).toBe(422);
    expect(bombAnswer.body.message).toContain('file: the picture is 30000×30000 pixels');

    const truncated = png.subarray(0, png.length - 40);
    const broken = await upload(cookie, truncated, 'broken.png', 'image/png');
    expect(broken.status).toBe(422);
    expect(broken.body.message).toMatch(/^file: /);
  });

  it('stores the same picture once, whoever sends it', async () => {
    const picture = await noisePng(300, 200);
    const first = await upload(await newUser(), picture, 'one.png', 'image/png');
    const second = await upload(await newUser(), picture, 'two.png', 'image/png');
    expect(first.status).toBe(200);
    expect(second.body.data.url).toBe(first.body.data.url);
    const rows = await server.db.selectFrom('uploads').select('id').where('key', '=', first.body.data.url.slice('/img/'.length)).execute();
    expect(rows).toHaveLength(1);
  });

  it('limits unfinished uploads and new uploads per user', async () => {
    const cookie = await newUser();
    for (let i = 0; i < 5; i++) expect((await init(cookie, { file_name: `a${i}.png`, mime: 'image/png', size: 10 })).status).toBe(200);
    const sixth = await init(cookie, { file_name: 'a6.png', mime: 'image/png', size: 10 });
    expect(sixth.status).toBe(429);
    expect(sixth.body.retcode).toBe(429);

    const fresh = await newAccount();
    // The hour's window and the next one, should the hour turn during the test.
    const fillWindows = (bucket: string, count: number) => {
      const hour = Math.floor(Date.now() / 1000 / 3600) * 3600;
      return [hour, hour + 3600].map((windowStart) => ({ bucket, window_start: windowStart, count }));
    };
    await server.db
      .insertInto('rate_limits')
      .values(fillWindows(`upload:user:${fresh.aid}`, 60))
      .execute();
    const limited = await init(fresh.cookie, { file_name: 'a.png', mime: 'image/png', size: 10 });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);

    // Chunks too: a user who sent 1,000 this hour waits.
    const sender = await newAccount();
    const open = await init(sender.cookie, { file_name: 'a.png', mime: 'image/png', size: 10 });
    await server.db
      .insertInto('rate_limits')
      .values(fillWindows(`upload-chunk:user:${sender.aid}`, 1_000))
      .execute();
    const chunk = await sendChunk(sender.cookie, open.body.data.upload_id, 0, Buffer.alloc(10));
    expect(chunk.status).toBe(429);
    expect(chunk.body.message).toMatch(/^too many upload chunks/);
  });

  it('never serves chunks of uploads in progress as images', async () => {
    const cookie = await newUser();
    const started = await init(cookie, { file_name: 'a.png', mime: 'image/png', size: 100 });
    await sendChunk(cookie, started.body.data.upload_id, 0, Buffer.from('<script>alert(1)</script>'.padEnd(100, ' ')));
    const answer = await server.get(`/img/parts/${started.body.data.upload_id}/0`);
    expect(answer.status).toBe(404);
  });
});
