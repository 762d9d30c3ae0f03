/** The body the review conversation's form posts to its page's route action (conversation.server.ts). */
export type ConversationWrite = { intent: 'comment'; app_sn: string; audit_id: number; module_id: string; text: string };
