import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

function configError(source: Record<string, string | undefined>): ConfigError {
  try {
    loadConfig(source);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('expected loadConfig to throw');
}

describe('loadConfig', () => {
  it('fills defaults for an empty environment', () => {
    expect(loadConfig({})).toEqual({
      env: 'production',
      host: '127.0.0.1',
      port: 3000,
      dataDir: path.resolve('./data'),
      buildDir: path.resolve('build'),
      uploadMaxMb: 10,
      uploadQuotaMb: 200,
      imageCacheMb: 512,
      diskMinFreeMb: 64,
      pageCacheMb: 128,
      pageStoreMb: 2048,
      purgeUrls: [],
      imageHosts: [],
      s3: undefined,
      databaseUrl: undefined,
      databaseSchema: undefined,
      redisUrl: undefined,
      redisPrefix: 'almanac:',
      seed: 'demo',
      logLevel: 'info',
      trustProxy: false,
      sentry: { dsn: undefined, tracesSampleRate: 0.1 },
      realnameCodeLog: undefined,
      webConcurrency: Math.min(64, os.availableParallelism()),
      overloadDelayMs: 250,
      overloadBudgetMs: 1000,
      overloadConcurrency: 4,
      metrics: { token: undefined, port: undefined, host: '127.0.0.1' },
      mail: undefined,
    });
  });

  it('reads SMTP_URL and MAIL_FROM, and names a bad one', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://user:pass@mail.example:465', PUBLIC_ORIGIN: 'https://wiki.example' }).mail).toEqual({
      smtpUrl: 'smtps://user:pass@mail.example:465',
      from: 'Almanac <no-reply@wiki.example>',
    });
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'Wiki <wiki@example.org>' }).mail?.from).toBe('Wiki <wiki@example.org>');
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
  });

  it('reads the METRICS_* settings, and names a bad one', () => {
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-token-1234', METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({
      token: 'a-long-enough-token-1234',
      port: 9464,
      host: '10.0.0.5',
    });
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ token: undefined, port: 9464, host: '127.0.0.1' });
    expect(configError({ METRICS_TOKEN: 'short' }).message).toContain('METRICS_TOKEN: must be 16 to 256 visible ASCII characters');
    expect(configError({ METRICS_TOKEN: 'has a space in the middle' }).message).toContain('METRICS_TOKEN');
    expect(configError({ METRICS_PORT: 'nine' }).message).toContain('METRICS_PORT: must be a port number');
    expect(configError({ METRICS_PORT: '70000' }).message).toContain('METRICS_PORT: must be between 1 and 65535');
    expect(configError({ METRICS_PORT: '3000' }).message).toContain('METRICS_PORT: must differ from PORT');
    expect(configError({ METRICS_HOST: '127.0.0.1' }).message).toContain('METRICS_HOST: needs METRICS_PORT');
  });

  it('reads DISK_MIN_FREE_MB in whole MB, 0 for writability only', () => {
    expect(loadConfig({ DISK_MIN_FREE_MB: '0' }).diskMinFreeMb).toBe(0);
    expect(loadConfig({ DISK_MIN_FREE_MB: '512' }).diskMinFreeMb).toBe(512);
    expect(configError({ DISK_MIN_FREE_MB: '-1' }).message).toContain('DISK_MIN_FREE_MB: must be 0 (writability only) or more');
    expect(configError({ DISK_MIN_FREE_MB: '1.5' }).message).toContain('DISK_MIN_FREE_MB: must be a whole number of MB');
  });

  it('reads WEB_CONCURRENCY: a whole number of processes from 1 to 64', () => {
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '8' }).webConcurrency).toBe(8);
    expect(configError({ WEB_CONCURRENCY: '0' }).message).toContain('WEB_CONCURRENCY: must be between 1 and 64');
    expect(configError({ WEB_CONCURRENCY: '65' }).message).toContain('WEB_CONCURRENCY: must be between 1 and 64');
    expect(configError({ WEB_CONCURRENCY: '1.5' }).message).toContain('WEB_CONCURRENCY: must be a whole number of processes');
    expect(configError({ WEB_CONCURRENCY: 'auto' }).message).toContain('WEB_CONCURRENCY');
  });

  it('reads OVERLOAD_DELAY_MS, off by default for in-process test servers', () => {
    expect(loadConfig({ OVERLOAD_DELAY_MS: '0' }).overloadDelayMs).toBe(0);
    expect(loadConfig({ OVERLOAD_DELAY_MS: '400' }).overloadDelayMs).toBe(400);
    expect(loadConfig({ NODE_ENV: 'test' }).overloadDelayMs).toBe(0);
    expect(configError({ OVERLOAD_DELAY_MS: '-1' }).message).toContain('OVERLOAD_DELAY_MS: must be 0 (off) or more');
  });

  it('reads OVERLOAD_BUDGET_MS (off by default for in-process test servers) and OVERLOAD_CONCURRENCY', () => {
    expect(loadConfig({ OVERLOAD_BUDGET_MS: '0' }).overloadBudgetMs).toBe(0);
    expect(loadConfig({ OVERLOAD_BUDGET_MS: '2500' }).overloadBudgetMs).toBe(2500);
    expect(loadConfig({ NODE_ENV: 'test' }).overloadBudgetMs).toBe(0);
    expect(configError({ OVERLOAD_BUDGET_MS: '-5' }).message).toContain('OVERLOAD_BUDGET_MS: must be 0 (off) or more');
    expect(configError({ OVERLOAD_BUDGET_MS: '1s' }).message).toContain('OVERLOAD_BUDGET_MS');
    expect(loadConfig({ OVERLOAD_CONCURRENCY: '16' }).overloadConcurrency).toBe(16);
    expect(configError({ OVERLOAD_CONCURRENCY: '0' }).message).toContain('OVERLOAD_CONCURRENCY: must be between 1 and 256');
  });

  it('reads the error-reporting settings and the real-name code file', () => {
    const config = loadConfig({ SENTRY_DSN: 'https://public@o1.ingest.example.io/2', SENTRY_TRACES_SAMPLE_RATE: '0.5', REALNAME_CODE_LOG: './codes.log' });
    expect(config.sentry).toEqual({ dsn: 'https://public@o1.ingest.example.io/2', tracesSampleRate: 0.5 });
    expect(config.realnameCodeLog).toBe(path.resolve('./codes.log'));
    const { message } = configError({ SENTRY_DSN: 'not a url', SENTRY_TRACES_SAMPLE_RATE: '2' });
    for (const name of ['SENTRY_DSN', 'SENTRY_TRACES_SAMPLE_RATE']) expect(message).toContain(name);
  });

  it('reads given values', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      HOST: '0.0.0.0',
      PORT: '8080',
      DATA_DIR: '/var/almanac',
      DATABASE_URL: 'postgresql://u@db/almanac',
      DATABASE_SCHEMA: 'run_1',
      SEED: 'none',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      env: 'test',
      host: '0.0.0.0',
      port: 8080,
      dataDir: '/var/almanac',
      databaseUrl: 'postgresql://u@db/almanac',
      databaseSchema: 'run_1',
      seed: 'none',
      trustProxy: ['loopback', 'linklocal', 'uniquelocal'],
    });
  });

  it('believes the proxies TRUST_PROXY names, never every forwarded address', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toEqual(['loopback', 'linklocal', 'uniquelocal']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    for (const bad of ['maybe', '10.0.0.0/33', 'example.com', '2']) expect(configError({ TRUST_PROXY: bad }).message, bad).toContain('TRUST_PROXY');
  });

  it('counts empty strings as unset', () => {
    const config = loadConfig({ PORT: '', HOST: '', DATA_DIR: '', DATABASE_URL: '', SEED: '', TRUST_PROXY: '' });
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', dataDir: path.resolve('./data'), databaseUrl: undefined, seed: 'demo', trustProxy: false });
  });

  it('seeds the demo unless NODE_ENV=production was set, and SEED says otherwise', () => {
    expect(loadConfig({}).seed).toBe('demo');
    expect(loadConfig({ NODE_ENV: 'development' }).seed).toBe('demo');
    expect(loadConfig({ NODE_ENV: 'test' }).seed).toBe('demo');
    expect(loadConfig({ NODE_ENV: 'production' }).seed).toBe('none');
    expect(loadConfig({ NODE_ENV: 'production', SEED: 'demo' }).seed).toBe('demo');
    expect(loadConfig({ NODE_ENV: 'production', SEED: '' }).seed).toBe('none');
    expect(loadConfig({ SEED: 'none' }).seed).toBe('none');
  });

  it('names a bad PORT', () => {
    for (const port of ['abc', '70000', '-1', '80.5']) {
      expect(configError({ PORT: port }).message, port).toMatch(/PORT/);
    }
  });

  it('names a DATABASE_URL that is not PostgreSQL', () => {
    const error = configError({ DATABASE_URL: 'mysql://x' });
    expect(error.message).toMatch(/DATABASE_URL/);
    expect(error.message).not.toMatch(/PORT/);
  });

  it('names a REDIS_URL that is not Redis, and reads a good one with its key prefix', () => {
    expect(configError({ REDIS_URL: 'http://cache:6379' }).message).toMatch(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/);
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379/2' })).toMatchObject({ redisUrl: 'redis://cache:6379/2', redisPrefix: 'almanac:' });
  });

  it('reads the page store size and the HTTP caches to purge, naming a bad one', () => {
    expect(loadConfig({ PAGE_STORE_MB: '0' }).pageStoreMb).toBe(0);
    expect(configError({ PAGE_STORE_MB: '-1' }).message).toMatch(/PAGE_STORE_MB/);
    expect(loadConfig({ PURGE_URLS: 'http://127.0.0.1:6081/, http://10.0.0.2:80/' }).purgeUrls).toEqual(['http://127.0.0.1:6081/', 'http://10.0.0.2:80/']);
    expect(configError({ PURGE_URLS: 'varnish:6081' }).message).toMatch(/PURGE_URLS\.0: must be http\(s\) URLs/);
  });

  it('reads the image variant cache ceiling in whole MB', () => {
    expect(loadConfig({ IMAGE_CACHE_MB: '64' }).imageCacheMb).toBe(64);
    expect(loadConfig({ PAGE_CACHE_MB: '0' }).pageCacheMb).toBe(0);
    for (const value of ['-1', '1.5', 'lots']) expect(configError({ PAGE_CACHE_MB: value }).message, value).toMatch(/PAGE_CACHE_MB/);
    for (const value of ['0', '1.5', 'lots']) expect(configError({ IMAGE_CACHE_MB: value }).message, value).toMatch(/IMAGE_CACHE_MB/);
  });

  it('reads PUBLIC_ORIGIN as an origin, and names one with a path or of another scheme', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://Wiki.Example/' }).publicOrigin).toBe('https://wiki.example');
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://127.0.0.1:8080' }).publicOrigin).toBe('http://127.0.0.1:8080');
    expect(loadConfig({}).publicOrigin).toBeUndefined();
    expect(configError({ PUBLIC_ORIGIN: 'https://wiki.example/ys/obc/' }).message).toContain('PUBLIC_ORIGIN: must be an origin only');
    expect(configError({ PUBLIC_ORIGIN: 'ftp://wiki.example' }).message).toContain('PUBLIC_ORIGIN: must be an http(s) origin');
    expect(configError({ PUBLIC_ORIGIN: 'wiki.example' }).message).toContain('PUBLIC_ORIGIN');
  });

  it('names every bad variable at once', () => {
    const { message } = configError({ PORT: 'abc', DATABASE_URL: 'mysql://x', SEED: 'lots', DATABASE_SCHEMA: 'Bad-Name' });
    for (const name of ['PORT', 'DATABASE_URL', 'SEED', 'DATABASE_SCHEMA']) expect(message).toContain(name);
  });
});
