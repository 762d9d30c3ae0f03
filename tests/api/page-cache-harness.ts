import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, inject } from 'vitest';
import type { PreEditAnswer } from '../../shared/contract/contributing.ts';
import { SESSION_COOKIE } from '../../server/api/session-cookie.ts';
import { sessionStore } from '../../server/domains/accounts/sessions.ts';
import { permissionStore, type Permission } from '../../server/domains/accounts/permissions.ts';
import { postJson } from '../support/accounts.ts';
import type { TestServer } from '../support/test-server.ts';

/**
 * The React Router build page tests render with: BUILD_DIR when it holds one (after `npm run
 * build`), else a fresh build made once per test run into .builds/page-cache-test (about 30 s).
 * Test files run in parallel workers: the first to get the lock builds, the others wait for its
 * stamp.
 */
export function pageBuildDir(): string {
  const given = process.env.BUILD_DIR ? path.resolve(process.env.BUILD_DIR) : undefined;
  if (given && fs.existsSync(path.join(given, 'server', 'index.js'))) return given;
  const own = path.resolve('.builds/page-cache-test');
  const stamp = `${own}.run`;
  const run = inject('testRun');
  const built = () => fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === run;
  withLock(`${own}.lock`, () => {
    if (built()) return;
    execFileSync('npx', ['react-router', 'build'], { env: { ...process.env, BUILD_DIR: own }, stdio: 'ignore', timeout: 240_000 });
    fs.writeFileSync(stamp, run);
  });
  return own;
}

/** Runs `work` holding a lock directory; a lock older than five minutes is a dead holder's. */
function withLock(lock: string, work: () => void): void {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(lock, { recursive: false });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 5 * 60_000) fs.rmSync(lock, { recursive: true, force: true });
      else Atomics.wait(pause, 0, 0, 500);
    }
  }
  try {
    work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent (still compressed). */
  raw: Buffer;
  /** The bytes decoded (br, gzip), as text. */
  text: string;
}

/** A GET (or HEAD) over plain http: the body's bytes as sent, and decoded. */
export function rawGet(server: TestServer, target: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${server.url}${target}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = raw.length === 0 ? undefined : response.headers['content-encoding'];
        try {
          const decoded = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
          resolve({ status: response.statusCode ?? 0, headers: response.headers, raw, text: decoded.toString('utf8') });
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
    request.on('error', reject);
    request.end();
  });
}

let accounts = 0;

/** A signed-in account of the edition (a session made directly in the database). */
export async function pageReader(server: TestServer, editionId: number, permissions: Permission[] = []) {
  const name = `pc_reader_${crypto.randomBytes(4).toString('hex')}_${++accounts}`;
  const user = await server.make.user({ name });
  for (const permission of permissions) await permissionStore(server.db).grant(Number(user.id), permission, editionId);
  const { token } = await sessionStore(server.db).create(Number(user.id), { userAgent: 'test', ip: '127.0.0.1' });
  return { cookie: `${SESSION_COOKIE}=${token}`, id: Number(user.id), name };
}

/**
 * The 'sha256-…' sources of a page's inline scripts the browser runs (data blocks such as
 * application/ld+json are never run, so CSP does not concern them), computed here
 * independently of the server.
 */
export function inlineScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attributes)) continue;
    const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
    if (type !== undefined && type !== 'module' && !/javascript/i.test(type)) continue;
    sources.push(`'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`);
  }
  return sources;
}

/** Polls until check passes or the deadline (ms) is reached; answers the last value. */
export async function eventually<T>(probe: () => Promise<T>, check: (value: T) => boolean, deadlineMs = 2_000): Promise<T> {
  const end = Date.now() + deadlineMs;
  let value = await probe();
  while (!check(value) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await probe();
  }
  return value;
}

/** A wapi call of the edition's API as the account of cookie; expects OK and answers its data. */
export async function wapi(server: TestServer, appSn: string, method: 'GET' | 'POST', path: string, input: unknown, cookie: string) {
  const response =
    method === 'GET'
      ? await server.get(`/api/${appSn}/wapi/${path}`, { headers: { cookie } })
      : await postJson(server, `/api/${appSn}/wapi/${path}`, input, cookie);
  const body = (await response.json()) as { message: string; data: any };
  expect(body.message, path).toBe('OK');
  return body.data;
}

/** An editor's change of an entry's description (and name), approved by a reviewer: a publish. */
export async function publishEntry(
  server: TestServer,
  appSn: string,
  who: { pageId: number; editor: { cookie: string }; reviewer: { cookie: string } },
  desc: string,
  name?: string,
) {
  const { pageId, editor, reviewer } = who;
  const current = (await wapi(server, appSn, 'GET', `entry_page/pre_edit_data?entry_page_id=${pageId}`, undefined, editor.cookie)) as PreEditAnswer;
  const doc = { ...current.doc, desc, ...(name ? { name } : {}) };
  const sent = await wapi(
    server,
    appSn,
    'POST',
    'commit_content',
    { entry_page_id: pageId, base_version: current.version, doc, summary: 'test' },
    editor.cookie,
  );
  await wapi(server, appSn, 'POST', 'audit_content/update', { audit_id: sent.audit_id, action: 'approve' }, reviewer.cookie);
}
