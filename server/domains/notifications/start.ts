import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/env.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { startDispatcher, type Dispatcher } from '../../activity/dispatcher.ts';
import type { Services } from '../services.ts';
import { autoWatchSubscriber } from './auto-watch.ts';
import { notificationsSubscriber } from './fan-out.ts';
import { startLiveHub, type LiveHub } from './live-hub.ts';
import { registerNotificationStream } from './stream-route.ts';

/**
 * Every app process: the activity dispatcher with its subscribers (auto-watch, then the
 * notifications), the live hub and its stream route. Shutdown ends the open streams before the
 * server waits for its connections (preClose), then stops the dispatcher and the listener.
 */
export async function startNotifications(
  app: FastifyInstance,
  options: { database: DatabaseHandle; config: Pick<AppConfig, 'databaseUrl' | 'databaseSchema'>; services: Services },
): Promise<{ dispatcher: Dispatcher; hub: LiveHub }> {
  const { database, config, services } = options;
  const log = (message: string, error?: unknown) => app.log.warn({ err: error }, message);
  const hub = await startLiveHub(database, { url: database.dialect === 'postgres' ? config.databaseUrl : undefined, schema: config.databaseSchema, log });
  registerNotificationStream(app, services, hub);
  const dispatcher = startDispatcher(database.db, [autoWatchSubscriber, notificationsSubscriber], { log });
  app.addHook('preClose', async () => hub.endAll());
  app.addHook('onClose', async () => {
    await dispatcher.close();
    await hub.close();
  });
  return { dispatcher, hub };
}
