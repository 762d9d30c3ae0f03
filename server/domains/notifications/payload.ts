import type { NotificationPayload } from '../../../shared/contract/notifications.ts';

/** A notification's texts and links with nothing in them: what a kind leaves out, and what a damaged payload reads as. */
export const BLANK_PAYLOAD: NotificationPayload = {
  title: '',
  actor_id: null,
  actor_name: '',
  content_id: null,
  version: null,
  lang: '',
  submission_id: null,
  report_id: null,
  comment: '',
  status: '',
  grant: '',
  changed_by_reviewer: false,
  module_id: '',
  via: null,
};
