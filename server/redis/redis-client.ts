/**
 * Connects to REDIS_URL, failing fast at boot when it cannot be reached (a misconfigured URL
 * stops the process rather than letting every rate-limited call fail later).
 */
export async function connectRedis(url: string) {
  // Loaded only when REDIS_URL is set: the client library is heavy to load at every start.
  const { createClient } = await import('redis');
  const client = createClient({ url, socket: { connectTimeout: 5_000, reconnectStrategy: (retries) => Math.min(retries * 200, 5_000) } });
  // Connection drops are retried by the client; the log says so instead of crashing the process.
  client.on('error', (error: unknown) => console.error(`redis: ${error instanceof Error ? error.message : String(error)}`));
  await client.connect();
  return client;
}
