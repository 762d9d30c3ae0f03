import { editorZh } from '../catalog/editor.ts';
import { translatingZh } from '../catalog/translating.ts';

/** The editor area's messages in zh-CN (editor.ts loads the page language's). */
export const messages = { ...editorZh, ...translatingZh };
