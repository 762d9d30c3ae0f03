import crypto from 'node:crypto';
import fs from 'node:fs';
import { PassThrough, pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import bz2 from 'unbzip2-stream';
import { ImportError } from '../import-error.ts';

export type DumpCompression = 'gzip' | 'bzip2' | 'none';

/** What a dump file is, from its first bytes (never its name). */
export interface DumpFileFacts {
  bytes: number;
  compression: DumpCompression;
  /** sha256 of the size and the first MiB: the same dump gives the same key, so a run can be resumed. */
  key: string;
}

const KEY_SAMPLE = 1024 * 1024;

export async function dumpFileFacts(file: string): Promise<DumpFileFacts> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const sample = Buffer.alloc(Math.min(size, KEY_SAMPLE));
    await handle.read(sample, 0, sample.length, 0);
    const compression: DumpCompression =
      sample[0] === 0x1f && sample[1] === 0x8b ? 'gzip' : sample[0] === 0x42 && sample[1] === 0x5a && sample[2] === 0x68 ? 'bzip2' : 'none';
    const key = crypto.createHash('sha256').update(String(size)).update(sample).digest('hex');
    return { bytes: size, compression, key };
  } finally {
    await handle.close();
  }
}

/**
 * The dump's XML as a stream of text, decompressed as its first bytes say. `onRead` hears the
 * bytes of the file read so far (progress). Errors of any stage (a truncated gzip, a damaged
 * bzip2 block) surface on the returned stream.
 */
export function openDumpText(file: string, compression: DumpCompression, onRead?: (bytes: number) => void): Readable {
  const source = fs.createReadStream(file, { highWaterMark: 256 * 1024 });
  let read = 0;
  if (onRead) {
    source.on('data', (chunk: Buffer | string) => {
      read += chunk.length;
      onRead(read);
    });
  }
  const output = new PassThrough({ readableHighWaterMark: 256 * 1024 });
  const done = (error: NodeJS.ErrnoException | null) => {
    if (error) output.destroy(new ImportError(`The dump cannot be read (${compression === 'none' ? 'plain XML' : compression}): ${error.message}`));
  };
  if (compression === 'gzip') pipeline(source, zlib.createGunzip(), output, done);
  else if (compression === 'bzip2') pipeline(source, bz2() as unknown as NodeJS.ReadWriteStream, output, done);
  else pipeline(source, output, done);
  output.setEncoding('utf8');
  return output;
}
