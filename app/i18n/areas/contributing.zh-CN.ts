import { contributingPagesZh } from '../catalog/contributing-pages.ts';
import { translatingZh } from '../catalog/translating.ts';
import { mergeConflictsZh } from '../catalog/merge-conflicts.ts';
import { reviewConversationZh } from '../catalog/review-conversation.ts';

/** The contributing area's messages in zh-CN (contributing.ts loads the page language's). */
export const messages = { ...contributingPagesZh, ...translatingZh, ...mergeConflictsZh, ...reviewConversationZh };
