import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-reload.ts';

describe('isChunkLoadError', () => {
  it("recognises each browser's missing-chunk error", () => {
    const messages = [
      'Failed to fetch dynamically imported module: https://wiki.example/assets/home-abc123.js', // Chromium
      'error loading dynamically imported module: https://wiki.example/assets/home-abc123.js', // Firefox
      'Importing a module script failed.', // Safari
      'Failed to load module script: Expected a JavaScript module script', // Chromium, HTML answered for a chunk
    ];
    for (const message of messages) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
      expect(isChunkLoadError(message), message).toBe(true);
    }
  });

  it('ignores other errors and values', () => {
    for (const value of [new Error('Network request failed'), new TypeError('x is undefined'), 'Not Found', null, undefined, 42, {}]) {
      expect(isChunkLoadError(value)).toBe(false);
    }
  });
});
