import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { SaxesParser } from 'saxes';
import { isSafeKey, type FileStorage } from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  /** Prepended to every key, e.g. 'almanac/'; '' for none. */
  prefix?: string;
}

export interface S3Settings extends S3StorageOptions {
  region: string;
  /** An S3-compatible service's URL (MinIO, R2, Ceph...); unset for AWS itself. */
  endpoint?: string | undefined;
  forcePathStyle: boolean;
  /** Unset: AWS's credentials from the environment, the container (ECS, EKS) or the instance role (EC2), see awsCredentials. */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
}

/** One S3 REST call, on an object (key) or on the bucket (no key). */
export interface S3Request {
  method: 'GET' | 'HEAD' | 'PUT' | 'DELETE';
  bucket: string;
  key?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: Buffer;
}

/** What the storage needs of an S3 client (tests may hand in another): the answer of a 2xx, else an S3Error. */
export interface S3Sender {
  send(request: S3Request): Promise<Response>;
}

/** S3's refusal, named by its error code (NoSuchKey, NoSuchBucket, AccessDenied...; NotFound for a bodiless 404). */
export class S3Error extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = code;
  }
}

interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string | undefined;
  /** When temporary credentials run out (ms since the epoch); undefined for keys that do not. */
  expires?: number | undefined;
}

/** Temporary credentials are fetched again this long before they expire. */
const REFRESH_BEFORE_MS = 5 * 60_000;
/** The metadata endpoints answer locally: a slow one is not there. */
const METADATA_TIMEOUT_MS = 2_000;

interface TemporaryCredentials {
  AccessKeyId: string;
  SecretAccessKey: string;
  Token?: string;
  Expiration?: string;
}
const fromTemporary = (answer: TemporaryCredentials): Credentials => ({
  accessKeyId: answer.AccessKeyId,
  secretAccessKey: answer.SecretAccessKey,
  sessionToken: answer.Token,
  expires: answer.Expiration ? Date.parse(answer.Expiration) : undefined,
});

async function metadata(url: string, init: RequestInit = {}): Promise<Response> {
  const answer = await fetch(url, { ...init, signal: AbortSignal.timeout(METADATA_TIMEOUT_MS) });
  if (!answer.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${answer.status}`);
  return answer;
}

/**
 * AWS's credentials when the configuration names no keys, in the order of AWS's SDKs: the
 * environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN); the container's
 * (ECS task role, EKS Pod Identity: AWS_CONTAINER_CREDENTIALS_RELATIVE_URI or _FULL_URI, with
 * AWS_CONTAINER_AUTHORIZATION_TOKEN or _TOKEN_FILE); else the EC2 instance role, through the
 * instance metadata service (IMDSv2; AWS_EC2_METADATA_SERVICE_ENDPOINT moves it). Not read:
 * ~/.aws profiles, SSO, web identity tokens, credential_process.
 */
export async function awsCredentials(env: NodeJS.ProcessEnv = process.env): Promise<Credentials> {
  if (env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY) {
    return { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY, sessionToken: env.AWS_SESSION_TOKEN || undefined };
  }
  const containerUrl = env.AWS_CONTAINER_CREDENTIALS_RELATIVE_URI
    ? `http://169.254.170.2${env.AWS_CONTAINER_CREDENTIALS_RELATIVE_URI}`
    : env.AWS_CONTAINER_CREDENTIALS_FULL_URI;
  if (containerUrl) {
    const { readFile } = await import('node:fs/promises');
    const token = env.AWS_CONTAINER_AUTHORIZATION_TOKEN_FILE
      ? (await readFile(env.AWS_CONTAINER_AUTHORIZATION_TOKEN_FILE, 'utf8')).trim()
      : env.AWS_CONTAINER_AUTHORIZATION_TOKEN;
    const answer = await metadata(containerUrl, token ? { headers: { authorization: token } } : {});
    return fromTemporary((await answer.json()) as TemporaryCredentials);
  }
  const imds = (env.AWS_EC2_METADATA_SERVICE_ENDPOINT ?? 'http://169.254.169.254').replace(/\/$/, '');
  try {
    const token = await (await metadata(`${imds}/latest/api/token`, { method: 'PUT', headers: { 'x-aws-ec2-metadata-token-ttl-seconds': '21600' } })).text();
    const headers = { 'x-aws-ec2-metadata-token': token };
    const roles = `${imds}/latest/meta-data/iam/security-credentials/`;
    const role = (await (await metadata(roles, { headers })).text()).split('\n')[0]?.trim();
    if (!role) throw new Error('the instance has no role');
    return fromTemporary((await (await metadata(`${roles}${role}`, { headers })).json()) as TemporaryCredentials);
  } catch (error) {
    throw new Error(
      `S3: no credentials: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY), or run with a container or instance role (instance metadata: ${(error as Error).message})`,
      { cause: error },
    );
  }
}

/** Calls onText with the text of each element of an S3 XML answer whose name is wanted (elements with no child elements). */
function xmlTexts(xml: string, wanted: ReadonlySet<string>, onText: (name: string, text: string) => void): void {
  const parser = new SaxesParser();
  let current: string | undefined;
  let text = '';
  parser.on('opentag', (tag) => {
    current = wanted.has(tag.name) ? tag.name : undefined;
    text = '';
  });
  parser.on('text', (chunk) => {
    if (current) text += chunk;
  });
  parser.on('closetag', (tag) => {
    if (current && tag.name === current) onText(current, text);
    current = undefined;
  });
  parser.write(xml).close();
}

async function errorOf(answer: Response, request: S3Request): Promise<S3Error> {
  const body = request.method === 'HEAD' ? '' : await answer.text();
  let code = '';
  let message = '';
  if (body.startsWith('<')) {
    try {
      xmlTexts(body, new Set(['Code', 'Message']), (name, text) => {
        if (name === 'Code' && !code) code = text;
        if (name === 'Message' && !message) message = text;
      });
    } catch {
      // Not XML after all: named by the status below.
    }
  }
  code ||= answer.status === 404 ? 'NotFound' : `Http${answer.status}`;
  return new S3Error(code, answer.status, `S3 ${request.method} ${request.bucket}/${request.key ?? ''}: ${code}${message ? ` (${message})` : ''}`);
}

/**
 * A client of one S3-compatible service: requests signed with AWS Signature Version 4 (aws4fetch)
 * and sent with Node's fetch. Path-style URLs (https://host/bucket/key) when forcePathStyle or the
 * bucket name has a dot (a virtual host name would not match the service's certificate), else
 * virtual-hosted ones (https://bucket.host/key).
 */
export class S3Client implements S3Sender {
  readonly #settings: S3Settings;
  readonly #endpoint: URL;
  readonly #signingKeys = new Map<string, ArrayBuffer>();
  #credentials: Promise<Credentials> | undefined;

  constructor(settings: S3Settings) {
    this.#settings = settings;
    this.#endpoint = new URL(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
  }

  #credentialsNow(): Promise<Credentials> {
    const { accessKeyId, secretAccessKey } = this.#settings;
    if (accessKeyId && secretAccessKey) return Promise.resolve({ accessKeyId, secretAccessKey });
    const cached = this.#credentials;
    if (cached) {
      return cached.then((credentials) => {
        if (credentials.expires === undefined || credentials.expires - REFRESH_BEFORE_MS > Date.now()) return credentials;
        if (this.#credentials === cached) this.#credentials = undefined;
        return this.#credentialsNow();
      });
    }
    const fetched = awsCredentials();
    this.#credentials = fetched;
    // A failure is not kept: the next request asks again.
    fetched.catch(() => {
      if (this.#credentials === fetched) this.#credentials = undefined;
    });
    return fetched;
  }

  #url(bucket: string, key: string | undefined, query: Record<string, string> | undefined): URL {
    const pathStyle = this.#settings.forcePathStyle || bucket.includes('.');
    const url = new URL(this.#endpoint);
    if (!pathStyle) url.hostname = `${bucket}.${url.hostname}`;
    const base = url.pathname.replace(/\/$/, '');
    const objectPath = key === undefined ? '' : `/${key.split('/').map(encodeURIComponent).join('/')}`;
    url.pathname = pathStyle ? `${base}/${encodeURIComponent(bucket)}${objectPath}` : `${base}${objectPath || '/'}`;
    for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value);
    return url;
  }

  async send(request: S3Request): Promise<Response> {
    const credentials = await this.#credentialsNow();
    const client = new AwsClient({
      ...credentials,
      service: 's3',
      region: this.#settings.region,
      cache: this.#signingKeys,
      // Three attempts in all (as AWS's SDKs), on 5xx and 429 answers.
      retries: 2,
    });
    const headers: Record<string, string> = { ...request.headers };
    // The payload's hash is signed (S3 checks it), not 'UNSIGNED-PAYLOAD'.
    headers['x-amz-content-sha256'] = crypto
      .createHash('sha256')
      .update(request.body ?? '')
      .digest('hex');
    const answer = await client.fetch(this.#url(request.bucket, request.key, request.query).href, {
      method: request.method,
      headers,
      // A Buffer is a Uint8Array; DOM's BodyInit type asks for one over an ArrayBuffer.
      ...(request.body ? { body: request.body as Uint8Array<ArrayBuffer> } : {}),
    });
    if (!answer.ok) throw await errorOf(answer, request);
    return answer;
  }
}

/** A client for the configured bucket. */
export function s3ClientFor(settings: S3Settings): S3Client {
  return new S3Client(settings);
}

/**
 * Whether S3 said there is no such object. Not any 404: a missing bucket (NoSuchBucket) is a
 * broken configuration to report, not a file to answer 404 for.
 */
function isMissing(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound';
}

/** The keys and whether more follow, of a ListObjects (version 1) answer. */
function listPage(xml: string): { keys: string[]; truncated: boolean } {
  const keys: string[] = [];
  let truncated = false;
  xmlTexts(xml, new Set(['Key', 'IsTruncated']), (name, text) => {
    if (name === 'Key') keys.push(text);
    else truncated = text === 'true';
  });
  return { keys, truncated };
}

/**
 * Files in an S3-compatible bucket. Objects carry the content type our code chose (never the
 * uploader's) and are sent as attachments, so a bucket exposed to browsers cannot be made to
 * run uploaded bytes; the site itself serves pictures re-encoded through /img.
 */
export function s3Storage(client: S3Sender, options: S3StorageOptions): FileStorage {
  const prefix = options.prefix ?? '';
  const objectKey = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return `${prefix}${key}`;
  };
  /** The answer to a GET of an object (of its bytes in `range` only, when given); undefined when there is none. */
  async function getObject(key: string, range?: { start: number; end: number }): Promise<Response | undefined> {
    if (!isSafeKey(key)) return undefined;
    try {
      return await client.send({
        method: 'GET',
        bucket: options.bucket,
        key: objectKey(key),
        ...(range ? { headers: { range: `bytes=${range.start}-${range.end}` } } : {}),
      });
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }
  return {
    async put(key, bytes, mime) {
      const answer = await client.send({
        method: 'PUT',
        bucket: options.bucket,
        key: objectKey(key),
        body: bytes,
        headers: {
          'content-type': mime,
          'content-disposition': 'attachment',
          'cache-control': 'public, max-age=31536000, immutable',
        },
      });
      await answer.body?.cancel();
    },
    async get(key) {
      const answer = await getObject(key);
      return answer ? Buffer.from(await answer.arrayBuffer()) : undefined;
    },
    async readStream(key, range) {
      // The response stream itself: bytes flow as they arrive.
      const answer = await getObject(key, range);
      if (!answer) return undefined;
      return answer.body ? Readable.fromWeb(answer.body as WebReadableStream<Uint8Array>) : Readable.from([]);
    },
    async delete(key) {
      try {
        const answer = await client.send({ method: 'DELETE', bucket: options.bucket, key: objectKey(key) });
        await answer.body?.cancel();
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
    async *list() {
      // Version 1 listing, each page starting after the last key of the one before: every
      // S3-compatible service answers it (some cannot page version 2's continuation tokens).
      let marker: string | undefined;
      for (;;) {
        const answer = await client.send({
          method: 'GET',
          bucket: options.bucket,
          query: { ...(prefix ? { prefix } : {}), ...(marker ? { marker } : {}) },
        });
        const page = listPage(await answer.text());
        for (const stored of page.keys) {
          const key = stored.slice(prefix.length);
          if (key && isSafeKey(key)) yield key;
        }
        marker = page.keys.at(-1);
        if (!page.truncated || !marker) return;
      }
    },
  };
}
