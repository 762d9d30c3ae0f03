import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsCommand, PutObjectCommand, S3Client, type ListObjectsCommandOutput } from '@aws-sdk/client-s3';
import { isSafeKey, type ByteRange, type FileStorage } from './storage.ts';

/** The one method of the S3 client the storage uses (tests hand in a fake). */
export interface S3Sender {
  send(command: PutObjectCommand | GetObjectCommand | DeleteObjectCommand | ListObjectsCommand): Promise<unknown>;
}

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
  /** Unset: the SDK's default credential chain (environment, profile, instance role). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
}

/** A client for the configured bucket. */
export function s3ClientFor(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } } : {}),
  });
}

/** What GetObject answers as Body on Node: the response stream, with a helper to read it whole. */
type ObjectBody = Readable & { transformToByteArray(): Promise<Uint8Array> };

/**
 * Whether S3 said there is no such object. Not any 404: a missing bucket (NoSuchBucket) is a
 * broken configuration to report, not a file to answer 404 for.
 */
function isMissing(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound';
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
  /** The body of an object (of its bytes in `range` only, when given); undefined when there is none. */
  async function getObject(key: string, range?: ByteRange): Promise<ObjectBody | undefined> {
    if (!isSafeKey(key)) return undefined;
    try {
      const command = new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) });
      const answer = (await client.send(command)) as { Body?: ObjectBody };
      return answer.Body;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }
  return {
    async put(key, bytes, mime) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: mime,
          ContentLength: bytes.length,
          ContentDisposition: 'attachment',
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      const body = await getObject(key);
      return body ? Buffer.from(await body.transformToByteArray()) : undefined;
    },
    async readStream(key, range) {
      // On Node the SDK's body is the response stream itself: bytes flow as they arrive.
      return getObject(key, range);
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
    async *list() {
      // Version 1 listing, each page starting after the last key of the one before: every
      // S3-compatible service answers it (some cannot page version 2's continuation tokens).
      let marker: string | undefined;
      for (;;) {
        const page = (await client.send(
          new ListObjectsCommand({ Bucket: options.bucket, ...(prefix ? { Prefix: prefix } : {}), ...(marker ? { Marker: marker } : {}) }),
        )) as ListObjectsCommandOutput;
        const objects = page.Contents ?? [];
        for (const object of objects) {
          const key = object.Key?.slice(prefix.length);
          if (key && isSafeKey(key)) yield key;
        }
        marker = objects.at(-1)?.Key;
        if (!page.IsTruncated || !marker) return;
      }
    },
  };
}
