/** One picture of an ICO file: a square PNG of this side in pixels (at most 256). */
export interface IcoImage {
  size: number;
  png: Buffer;
}

const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;

/**
 * An ICO file holding these PNGs as they are (PNG-compressed entries, read by every browser and by
 * Windows since Vista). The container is three fields and one 16-byte entry per picture; the
 * packages that write it bring a PNG decoder of their own or unpinned copies of sharp, for what
 * sharp already makes here.
 */
export function icoFromPngs(images: readonly IcoImage[]): Buffer {
  const header = Buffer.alloc(HEADER_BYTES + ENTRY_BYTES * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: an icon (2 would be a cursor)
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    if (!Number.isInteger(size) || size < 1 || size > 256) throw new Error(`an ICO picture is 1 to 256 pixels wide, not ${size}`);
    const entry = HEADER_BYTES + ENTRY_BYTES * index;
    header.writeUInt8(size === 256 ? 0 : size, entry); // width (0 is 256)
    header.writeUInt8(size === 256 ? 0 : size, entry + 1); // height
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}
