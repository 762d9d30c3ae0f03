import { afterEach, describe, expect, it, vi } from 'vitest';

// zod is loaded once per file (node_modules are not re-imported): the server case comes first.
describe('zod browser configuration', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('leaves the server alone', async () => {
    await import('./zod-browser-config.ts');
    const { z } = await import('zod');
    expect(z.config().jitless).not.toBe(true);
  });

  it('makes zod parse without compiled code in a browser, without importing zod itself', async () => {
    vi.stubGlobal('document', {});
    await import('./zod-browser-config.ts');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
