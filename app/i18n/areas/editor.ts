import { editorEn, editorZh } from '../catalog/editor.ts';
import { addMessages } from '../index.ts';

// The editor pages' messages (routes/words/ editor, create, mock, content-notice, content-save import this).
addMessages({ 'zh-CN': editorZh, 'en-US': editorEn });
