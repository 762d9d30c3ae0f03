import crypto from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { FileStorage } from '../storage/storage.ts';

/**
 * Short voice clips generated at seed time (the demo ships no recorded audio): synthesized
 * chimes, encoded as 16-bit PCM WAV, which every browser plays. Deterministic for their input.
 */

export const CLIP_SAMPLE_RATE = 22_050;

/** A pentatonic scale (C major, two octaves) the demo clips pick their notes from, in Hz. */
const SCALE = [261.63, 293.66, 329.63, 392.0, 440.0, 523.25, 587.33, 659.25, 783.99, 880.0];

export interface ChimeOptions {
  /** Note frequencies in Hz, played one after another. */
  notes: number[];
  /** Length of each note. */
  noteMs?: number;
  sampleRate?: number;
  /** Peak level, 0..1. */
  volume?: number;
}

/**
 * Samples of a chime: each note a sine with two soft overtones and a little vibrato, a 10 ms
 * attack and an exponential decay that overlaps the next note; a short fade at the very end.
 */
export function synthesizeChime({ notes, noteMs = 260, sampleRate = CLIP_SAMPLE_RATE, volume = 0.6 }: ChimeOptions): Int16Array {
  const noteLength = Math.round((noteMs / 1000) * sampleRate);
  const tail = Math.round(0.25 * sampleRate);
  const total = noteLength * notes.length + tail;
  const mix = new Float64Array(total);
  const attack = Math.round(0.01 * sampleRate);
  notes.forEach((frequency, index) => {
    const offset = index * noteLength;
    const length = Math.min(total - offset, noteLength + tail);
    for (let i = 0; i < length; i++) {
      const t = i / sampleRate;
      const envelope = (i < attack ? i / attack : 1) * Math.exp(-4.5 * t);
      const phase = 2 * Math.PI * frequency * t + 0.15 * Math.sin(2 * Math.PI * 5.5 * t);
      const tone = Math.sin(phase) + 0.35 * Math.sin(2 * phase) + 0.12 * Math.sin(3 * phase);
      mix[offset + i]! += envelope * tone;
    }
  });
  let peak = 0;
  for (const value of mix) peak = Math.max(peak, Math.abs(value));
  const gain = peak > 0 ? (volume * 32_767) / peak : 0;
  const fade = Math.round(0.02 * sampleRate);
  const samples = new Int16Array(total);
  for (let i = 0; i < total; i++) {
    const edge = Math.min(1, (total - 1 - i) / fade);
    samples[i] = Math.round(mix[i]! * gain * edge);
  }
  return samples;
}

/**
 * A mono 16-bit PCM WAV file: the 44-byte RIFF header (format chunk, data chunk) then the
 * little-endian samples. Small enough not to need a package; the format is fixed since 1991.
 */
export function encodeWav(samples: Int16Array, sampleRate: number = CLIP_SAMPLE_RATE): Buffer {
  const channels = 1;
  const bytesPerSample = 2;
  const dataSize = samples.length * bytesPerSample;
  const buffer = Buffer.alloc(44 + dataSize);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + dataSize, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16); // format chunk size
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(channels, 22);
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * channels * bytesPerSample, 28); // byte rate
  buffer.writeUInt16LE(channels * bytesPerSample, 32); // block align
  buffer.writeUInt16LE(bytesPerSample * 8, 34); // bits per sample
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(dataSize, 40);
  for (let i = 0; i < samples.length; i++) buffer.writeInt16LE(samples[i]!, 44 + i * bytesPerSample);
  return buffer;
}

/** The demo's voice clip number `variant`: three to five notes of the scale, about 1 to 1.6 s. */
export function demoVoiceClip(variant: number): Buffer {
  const count = 3 + (variant % 3);
  const notes = Array.from({ length: count }, (_, i) => SCALE[(variant * 3 + i * (2 + (variant % 2))) % SCALE.length]!);
  return encodeWav(synthesizeChime({ notes, noteMs: 240 + (variant % 4) * 20 }));
}

/** Stores a WAV clip under its content hash, records the upload, and returns its /media/ URL. */
export async function storeAudio(db: Db, storage: FileStorage, bytes: Buffer): Promise<string> {
  const mime = 'audio/wav';
  const sha256 = crypto.createHash('sha256').update(bytes).digest('hex');
  const key = `${sha256.slice(0, 2)}/${sha256}.wav`;
  const existing = await db.selectFrom('uploads').select('id').where('key', '=', key).executeTakeFirst();
  if (!existing) {
    await storage.put(key, bytes, mime);
    await db
      .insertInto('uploads')
      .values({ key, sha256, mime, size: bytes.length, width: 0, height: 0, owner_id: null, created_at: Math.floor(Date.now() / 1000) })
      .execute();
  }
  return `/media/${key}`;
}

/** A round voice icon: a gradient disc with a speaker and sound waves, deterministic for the hue. */
export function voiceIconSvg(hue: number, size = 160): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <defs><linearGradient id="v" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},75%,66%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},70%,42%)"/>
  </linearGradient></defs>
  <circle cx="50" cy="50" r="50" fill="url(#v)"/>
  <path d="M26 41 H37 L52 28 V72 L37 59 H26 Z" fill="#fff"/>
  <path d="M60 38 Q68 50 60 62 M67 31 Q80 50 67 69" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/>
</svg>`;
}
