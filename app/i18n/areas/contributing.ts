import { contributingPagesEn, contributingPagesZh } from '../catalog/contributing-pages.ts';
import { translatingEn, translatingZh } from '../catalog/translating.ts';
import { addMessages } from '../index.ts';

// The contributing pages' messages (my words, success pages, review queue and detail; the account
// center's edits and the editor's draft chooser use some): the route modules of those pages import this.
addMessages({ 'zh-CN': contributingPagesZh, 'en-US': contributingPagesEn });
// Translating (issue 31): the translate mode, the language of submissions, the translation status page.
addMessages({ 'zh-CN': translatingZh, 'en-US': translatingEn });
