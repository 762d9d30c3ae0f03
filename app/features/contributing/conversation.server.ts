import type { AppLoadContext } from 'react-router';
import * as conversationCalls from '../../../shared/contract/calls/review-conversation.ts';
import type { Edition } from '../../../server/domains/editions/editions-service.ts';
import { serverRead, serverWrite } from '../../lib/service-call.server.ts';
import type { ConversationWrite } from './conversation-data.ts';

/** A submission's review conversation, for the page's visitor: GET audit_content/comments (its author or a reviewer). */
export function loadConversation(context: AppLoadContext, edition: Edition, auditId: number) {
  return serverRead(context, edition.app_sn, conversationCalls.reviewComments, { audit_id: auditId });
}

/** Whether a route action's body is the conversation's comment. */
export const isConversationWrite = (body: Record<string, unknown>) => body.intent === 'comment';

/** A comment of the page's visitor: POST audit_content/comment. */
export function conversationWrite(context: AppLoadContext, edition: Edition, body: Record<string, unknown>) {
  const write = body as ConversationWrite;
  return serverWrite(context, edition.app_sn, conversationCalls.addReviewComment, { audit_id: write.audit_id, module_id: write.module_id, text: write.text });
}
