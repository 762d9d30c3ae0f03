import { editorEn } from '../catalog/editor.ts';
import { translatingEn } from '../catalog/translating.ts';

/** The editor area's messages in en-US (editor.ts loads the page language's). */
export const messages = { ...editorEn, ...translatingEn };
