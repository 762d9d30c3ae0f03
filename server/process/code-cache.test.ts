import { describe, expect, it } from 'vitest';
import { processRole } from './code-cache.ts';

describe('processRole: which code cache a compiled process starts from', () => {
  it('is worker in a worker, whatever the environment', () => {
    expect(processRole(false, { WEB_CONCURRENCY: '1' }, [], 1)).toBe('worker');
  });

  it('guesses a single process as the configuration will decide it', () => {
    expect(processRole(true, { WEB_CONCURRENCY: '1' }, [], 8)).toBe('single');
    expect(processRole(true, {}, [], 1)).toBe('single');
    expect(processRole(true, {}, ['node', 'main.js', '--dev'], 8)).toBe('single');
  });

  it('is primary when workers will be forked', () => {
    expect(processRole(true, { WEB_CONCURRENCY: '2' }, [], 1)).toBe('primary');
    expect(processRole(true, {}, [], 2)).toBe('primary');
  });
});
