import { createStorage } from '../storage/create-storage.ts';
import { seedDemoInto } from '../seed/seed.ts';
import { withDatabase } from '../db/with-database.ts';
import { runCommand } from './command.ts';

// npm run seed: the demo wiki into the configured, empty database and storage.
runCommand(async (config) => {
  await withDatabase(config, async ({ db }) => {
    const started = Date.now();
    await seedDemoInto(db, createStorage(config));
    console.log(`Seeded the demo wiki in ${Date.now() - started} ms. Its accounts have published passwords (README, Accounts): not for a public site.`);
  });
});
