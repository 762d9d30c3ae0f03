import { contributingPagesEn } from '../catalog/contributing-pages.ts';
import { translatingEn } from '../catalog/translating.ts';
import { mergeConflictsEn } from '../catalog/merge-conflicts.ts';
import { reviewConversationEn } from '../catalog/review-conversation.ts';

/** The contributing area's messages in en-US (contributing.ts loads the page language's). */
export const messages = { ...contributingPagesEn, ...translatingEn, ...mergeConflictsEn, ...reviewConversationEn };
