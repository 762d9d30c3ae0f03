import { addArea } from '../index.ts';

// The console's messages (routes/admin/layout.tsx imports this: every console page is under it).
// Only the page language's messages are downloaded; the module's importers wait for them in the
// browser (the server has every language from the start: ../catalogues.server.ts).
const loaded = addArea({ 'zh-CN': () => import('./operator.zh-CN.ts'), 'en-US': () => import('./operator.en-US.ts') });
if (!import.meta.env.SSR) await loaded;
