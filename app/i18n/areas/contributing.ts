import { contributingPagesEn, contributingPagesZh } from '../catalog/contributing-pages.ts';
import { addMessages } from '../index.ts';

// The contributing pages' messages (my words, success pages, review queue and detail; the account
// center's edits and the editor's draft chooser use some): the route modules of those pages import this.
addMessages({ 'zh-CN': contributingPagesZh, 'en-US': contributingPagesEn });
