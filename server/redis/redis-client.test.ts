import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisServerMissing, startRedisServer, type TestRedisServer } from '../../tests/support/redis-server.ts';
import { connectRedis } from './redis-client.ts';

const missing = redisServerMissing();

/** What connectRedis does at boot and through an outage, against a redis-server of the test's own. */
describe.skipIf(missing !== undefined)(`the Redis client${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let redis: TestRedisServer;
  beforeAll(async () => (redis = await startRedisServer()));
  afterAll(() => redis?.close());

  const recorder = () => {
    const lines: string[] = [];
    return { lines, log: { warn: (message: string) => lines.push(`warn ${message}`), info: (message: string) => lines.push(`info ${message}`) } };
  };

  it('refuses to start on a URL Redis refuses (no such database)', async () => {
    await expect(connectRedis(`${redis.url}/99`, recorder().log)).rejects.toThrow(/^redis: ERR .*\(check REDIS_URL\)$/);
  });

  it('refuses to start on a URL that is not Redis', async () => {
    await expect(connectRedis('http://127.0.0.1:1', recorder().log)).rejects.toThrow(/not a valid Redis protocol/);
  });

  it('starts while Redis is down, fails commands at once meanwhile, connects when it is up, and logs each change once', async () => {
    await redis.stop();
    const { lines, log } = recorder();
    const client = await connectRedis(redis.url, log);
    try {
      expect(lines).toEqual([expect.stringMatching(/^warn redis: cannot be reached at start \(.*ECONNREFUSED.*\); starting without it/)]);
      await expect(client.ping()).rejects.toThrow('The client is offline');
      await redis.start();
      await expect.poll(() => client.isReady, { timeout: 15_000, interval: 100 }).toBe(true);
      expect(await client.ping()).toBe('PONG');
      await redis.stop();
      await expect(client.ping()).rejects.toThrow();
      await expect(client.ping()).rejects.toThrow('The client is offline');
      await redis.start();
      await expect.poll(() => client.isReady, { timeout: 15_000, interval: 100 }).toBe(true);
      expect(lines.map((line) => line.replace(/\([^)]*\)/, '(…)'))).toEqual([
        'warn redis: cannot be reached at start (…); starting without it and connecting in the background (commands fail at once meanwhile)',
        'info redis: connected again',
        'warn redis: connection lost (…); reconnecting in the background, commands fail at once meanwhile',
        'info redis: connected again',
      ]);
    } finally {
      await client.close();
    }
  });
});
