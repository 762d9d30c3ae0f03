import { describe, expect, it } from 'vitest';
import { hashedPageContentSecurityPolicy, pageContentSecurityPolicy } from './content-security-policy.ts';

describe('pages Content-Security-Policy', () => {
  it('lets pictures and clips load from the hosts IMAGE_HOSTS allows, over https only', () => {
    const none = pageContentSecurityPolicy({ sentry: { dsn: undefined, tracesSampleRate: 0 }, imageHosts: [] });
    expect(none['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(none['media-src']).toEqual(["'self'", 'blob:']);
    const allowed = pageContentSecurityPolicy({ sentry: { dsn: undefined, tracesSampleRate: 0 }, imageHosts: ['images.example.com', 'cdn.example.org'] });
    expect(allowed['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://images.example.com', 'https://cdn.example.org']);
    expect(allowed['media-src']).toEqual(["'self'", 'blob:', 'https://images.example.com', 'https://cdn.example.org']);
  });

  it("lets the browser's error reports reach the Sentry DSN's host, and nothing else when SENTRY_DSN is unset", () => {
    const off = pageContentSecurityPolicy({ sentry: { dsn: undefined, tracesSampleRate: 0 }, imageHosts: [] });
    expect(off['connect-src']).toEqual(["'self'"]);
    const on = pageContentSecurityPolicy({ sentry: { dsn: 'https://public@o123.ingest.sentry.io/456', tracesSampleRate: 0 }, imageHosts: [] });
    expect(on['connect-src']).toEqual(["'self'", 'https://o123.ingest.sentry.io']);
  });
});

describe('pages Content-Security-Policy by hash (page cache)', () => {
  it('lists the given script hashes instead of a nonce, the other directives unchanged', () => {
    const config = { sentry: { dsn: undefined, tracesSampleRate: 0 }, imageHosts: [] };
    const policy = hashedPageContentSecurityPolicy(config, ["'sha256-abc='", "'sha256-def='"]);
    expect(policy).toContain("script-src 'self' 'sha256-abc=' 'sha256-def='");
    expect(policy).not.toContain('nonce');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(hashedPageContentSecurityPolicy(config, [])).toContain("script-src 'self';");
  });
});
