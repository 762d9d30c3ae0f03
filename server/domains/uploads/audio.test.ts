import { describe, expect, it } from 'vitest';
import { sniffAudio } from './audio.ts';

const id3 = (size: number) => Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, size]);
/** An MPEG-1 Layer III frame header (128 kbit/s, 44.1 kHz) and a silent body. */
const frame = () => Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x00]), Buffer.alloc(413)]);

describe('sniffAudio', () => {
  it('takes an MP3 with an ID3 tag and frames, and an OGG stream', async () => {
    expect(await sniffAudio(Buffer.concat([id3(4), Buffer.alloc(4), frame(), frame()]))).toEqual({ mime: 'audio/mpeg', extension: 'mp3' });
    const ogg = Buffer.concat([
      Buffer.from('OggS', 'latin1'),
      Buffer.from([0, 2]),
      Buffer.alloc(20),
      Buffer.from([1, 30]),
      Buffer.from([1]),
      Buffer.from('vorbis', 'latin1'),
      Buffer.alloc(40),
    ]);
    expect((await sniffAudio(ogg))?.mime).toBe('audio/ogg');
  });

  it('refuses an ID3 tag followed by anything but audio frames, and pictures', async () => {
    expect(await sniffAudio(Buffer.concat([id3(4), Buffer.alloc(4), Buffer.from('<script>alert(1)</script>')]))).toBeUndefined();
    expect(await sniffAudio(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toBeUndefined();
  });
});
