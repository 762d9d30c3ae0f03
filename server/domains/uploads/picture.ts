import crypto from 'node:crypto';
import type { Metadata, OutputInfo } from 'sharp';
import { UPLOAD_TYPE_MESSAGE } from '../../../shared/contract/corrections.ts';
import { DomainError } from '../domain-error.ts';
import { loadFileType, loadSharp } from '../../lazy-modules.ts';

/** Most pixels an uploaded picture may have (a 48-megapixel phone photo fits); more is a decompression bomb. */
export const MAX_UPLOAD_PIXELS = 50_000_000;
/** Longest side of an uploaded picture. */
export const MAX_UPLOAD_SIDE = 12_000;

export type PictureMime = 'image/jpeg' | 'image/png';

/** A picture ready to store: re-encoded without metadata, with its hash and size. */
export interface CleanPicture {
  bytes: Buffer;
  mime: PictureMime;
  extension: 'jpg' | 'png';
  sha256: string;
  width: number;
  height: number;
}

export const sha256Of = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

/** The type a file name's extension claims: .png, .jpg or .jpeg; undefined for anything else. */
export function mimeOfName(fileName: string): PictureMime | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'png') return 'image/png';
  if (extension === 'jpg' || extension === 'jpeg') return 'image/jpeg';
  return undefined;
}

/**
 * Checks that the bytes really are the declared picture type (file-type reads the magic
 * numbers; names and the browser's type are only claims), that the picture decodes, and that
 * its pixel count cannot blow up in memory; then re-encodes it, which drops EXIF, GPS and every
 * other metadata chunk (orientation is applied first). Throws an 'invalid' DomainError naming
 * the file otherwise.
 */
export async function cleanPicture(bytes: Buffer, declared: PictureMime): Promise<CleanPicture> {
  const [{ fileTypeFromBuffer }, sharp] = await Promise.all([loadFileType(), loadSharp()]);
  const sniffed = await fileTypeFromBuffer(bytes);
  if (!sniffed || (sniffed.mime !== 'image/jpeg' && sniffed.mime !== 'image/png')) {
    throw new DomainError('invalid', `file: ${UPLOAD_TYPE_MESSAGE}`);
  }
  if (sniffed.mime !== declared) {
    throw new DomainError('invalid', `file: the content is ${sniffed.mime}, not the declared ${declared}`);
  }
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new DomainError('invalid', 'file: the picture cannot be read');
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width <= 0 || height <= 0 || width * height > MAX_UPLOAD_PIXELS || width > MAX_UPLOAD_SIDE || height > MAX_UPLOAD_SIDE) {
    throw new DomainError(
      'invalid',
      `file: the picture is ${width}×${height} pixels; at most ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels and ${MAX_UPLOAD_SIDE} pixels a side`,
    );
  }
  let output: { data: Buffer; info: OutputInfo };
  try {
    // limitInputPixels guards the decoder too, should the header have lied about the size.
    const pipeline = sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' }).rotate();
    output = await (declared === 'image/png' ? pipeline.png({ compressionLevel: 6 }) : pipeline.jpeg({ quality: 90 })).toBuffer({ resolveWithObject: true });
  } catch {
    throw new DomainError('invalid', 'file: the picture is damaged or too large to decode');
  }
  return {
    bytes: output.data,
    mime: declared,
    extension: declared === 'image/png' ? 'png' : 'jpg',
    sha256: sha256Of(output.data),
    width: output.info.width,
    height: output.info.height,
  };
}
