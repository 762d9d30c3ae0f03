import { addArea } from '../index.ts';

// The moderation queue's messages (routes/reports.tsx imports this: only that page shows them).
// Only the page language's messages are downloaded; the module's importers wait for them in the
// browser (the server has every language from the start: ../catalogues.server.ts).
const loaded = addArea({ 'zh-CN': () => import('./reports.zh-CN.ts'), 'en-US': () => import('./reports.en-US.ts') });
if (!import.meta.env.SSR) await loaded;
