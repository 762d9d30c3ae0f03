import { addArea } from '../index.ts';

// The contributing pages' messages (my words, success pages, review queue and detail; the account
// center's edits and the editor's draft chooser use some) and translating's (issue 31): the route modules of those pages import this.
// Only the page language's messages are downloaded; the module's importers wait for them in the
// browser (the server has every language from the start: ../catalogues.server.ts).
const loaded = addArea({ 'zh-CN': () => import('./contributing.zh-CN.ts'), 'en-US': () => import('./contributing.en-US.ts') });
if (!import.meta.env.SSR) await loaded;
