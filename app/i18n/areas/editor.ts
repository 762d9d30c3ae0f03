import { addArea } from '../index.ts';

// The editor pages' messages and translating's (issue 31) (routes/words/ editor, create, mock, content-notice, content-save import this).
// Only the page language's messages are downloaded; the module's importers wait for them in the
// browser (the server has every language from the start: ../catalogues.server.ts).
const loaded = addArea({ 'zh-CN': () => import('./editor.zh-CN.ts'), 'en-US': () => import('./editor.en-US.ts') });
if (!import.meta.env.SSR) await loaded;
