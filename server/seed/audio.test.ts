import { describe, expect, it } from 'vitest';
import { CLIP_SAMPLE_RATE, demoVoiceClip, encodeWav, synthesizeChime } from './audio.ts';

describe('encodeWav', () => {
  it('writes a mono 16-bit PCM RIFF header and the samples little-endian', () => {
    const wav = encodeWav(Int16Array.from([0, 1, -1, 32_767, -32_768]), 8_000);
    expect(wav.length).toBe(44 + 10);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(36 + 10);
    expect(wav.toString('ascii', 8, 16)).toBe('WAVEfmt ');
    expect(wav.readUInt16LE(20)).toBe(1); // PCM
    expect(wav.readUInt16LE(22)).toBe(1); // mono
    expect(wav.readUInt32LE(24)).toBe(8_000);
    expect(wav.readUInt32LE(28)).toBe(16_000);
    expect(wav.readUInt16LE(32)).toBe(2);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.toString('ascii', 36, 40)).toBe('data');
    expect(wav.readUInt32LE(40)).toBe(10);
    expect([0, 1, 2, 3, 4].map((i) => wav.readInt16LE(44 + i * 2))).toEqual([0, 1, -1, 32_767, -32_768]);
  });
});

describe('synthesizeChime', () => {
  it('is audible, within range, and silent at its very end', () => {
    const samples = synthesizeChime({ notes: [440, 660], noteMs: 200, volume: 0.5 });
    const peak = samples.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
    expect(peak).toBeGreaterThan(16_000);
    expect(peak).toBeLessThanOrEqual(Math.ceil(0.5 * 32_767));
    expect(samples.at(-1)).toBe(0);
    // Two notes of 200 ms and a 250 ms tail.
    expect(samples.length).toBe(Math.round(0.2 * CLIP_SAMPLE_RATE) * 2 + Math.round(0.25 * CLIP_SAMPLE_RATE));
  });
});

describe('demoVoiceClip', () => {
  it('gives a deterministic clip of about one to two seconds per variant', () => {
    for (const variant of [0, 1, 2]) {
      const clip = demoVoiceClip(variant);
      const seconds = clip.readUInt32LE(40) / 2 / CLIP_SAMPLE_RATE;
      expect(seconds).toBeGreaterThan(0.8);
      expect(seconds).toBeLessThan(2);
      expect(demoVoiceClip(variant).equals(clip)).toBe(true);
    }
    expect(demoVoiceClip(0).equals(demoVoiceClip(1))).toBe(false);
  });
});
