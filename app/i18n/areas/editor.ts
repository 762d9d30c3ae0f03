import { editorEn, editorZh } from '../catalog/editor.ts';
import { translatingEn, translatingZh } from '../catalog/translating.ts';
import { addMessages } from '../index.ts';

// The editor pages' messages (routes/words/ editor, create, mock, content-notice, content-save import this).
addMessages({ 'zh-CN': editorZh, 'en-US': editorEn });
// Translating (issue 31): the translate mode, the language of submissions, the translation status page.
addMessages({ 'zh-CN': translatingZh, 'en-US': translatingEn });
