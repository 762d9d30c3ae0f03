import { refreshSearchRanks } from '../domains/search/refresh-ranks.ts';
import { runCommand, withDatabase } from './command.ts';

// npm run rankings:refresh: search popularity takes up the page views counted since the last
// refresh now, instead of at the server's next scheduled one.
runCommand(async (config) => {
  await withDatabase(config, async ({ db }) => {
    const rekeyed = await refreshSearchRanks(db);
    console.log(`Search rankings refreshed: ${rekeyed} ${rekeyed === 1 ? 'entry' : 'entries'} re-ranked.`);
  });
});
