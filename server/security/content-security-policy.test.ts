import { describe, expect, it } from 'vitest';
import { pageContentSecurityPolicy } from './content-security-policy.ts';

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
