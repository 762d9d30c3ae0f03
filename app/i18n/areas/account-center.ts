import { addArea } from '../index.ts';

// The account center's messages (routes/account-center.tsx imports this: only that page shows them).
// Only the page language's messages are downloaded; the module's importers wait for them in the
// browser (the server has every language from the start: ../catalogues.server.ts).
const loaded = addArea({ 'zh-CN': () => import('./account-center.zh-CN.ts'), 'en-US': () => import('./account-center.en-US.ts') });
if (!import.meta.env.SSR) await loaded;
