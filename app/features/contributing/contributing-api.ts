import type {
  AuditUpdateAnswer,
  CancelAuditAnswer,
  DraftListAnswer,
  DraftSaveAnswer,
  RollbackAnswer,
  SubmissionDetailAnswer,
  SubmissionListAnswer,
  SubmissionStatus,
} from '../../../shared/contract/contributing.ts';
import { apiGet, apiPost } from '../../lib/api-client.ts';

/**
 * The contributing calls these pages make (shared/contract/contributing.ts), typed by the
 * contract's answers. Each throws the API client's ApiCallError on a non-zero retcode.
 */
export const contributingApi = {
  drafts: (appSn: string, pageNum: number, pageSize: number) => apiGet<DraftListAnswer>(appSn, '/wapi/entry_page/draft/list', { page_num: pageNum, page_size: pageSize }),
  deleteDraft: (appSn: string, draftId: number) => apiPost<unknown>(appSn, '/wapi/entry_page/draft/del', { draft_id: draftId }),
  copyDraft: (appSn: string, draftId: number) => apiPost<DraftSaveAnswer>(appSn, '/wapi/entry_page/draft/copy', { draft_id: draftId }),
  mySubmissions: (appSn: string, status: SubmissionStatus, pageNum: number, pageSize: number) =>
    apiGet<SubmissionListAnswer>(appSn, '/wapi/get_my_audit_content', { status, page_num: pageNum, page_size: pageSize }),
  cancelSubmission: (appSn: string, auditId: number) => apiPost<CancelAuditAnswer>(appSn, '/wapi/entry_page/cancel_audit', { audit_id: auditId }),
  deleteSubmission: (appSn: string, auditId: number) => apiPost<unknown>(appSn, '/wapi/audit_content/delete', { audit_id: auditId }),
  reviewQueue: (appSn: string, status: SubmissionStatus, pageNum: number, pageSize: number) =>
    apiGet<SubmissionListAnswer>(appSn, '/wapi/get_audit_content', { status, page_num: pageNum, page_size: pageSize }),
  submission: (appSn: string, auditId: number) => apiGet<SubmissionDetailAnswer>(appSn, '/wapi/get_audit_content', { audit_id: auditId }),
  approve: (appSn: string, auditId: number) => apiPost<AuditUpdateAnswer>(appSn, '/wapi/audit_content/update', { audit_id: auditId, action: 'approve' }),
  reject: (appSn: string, auditId: number, reason: string) => apiPost<AuditUpdateAnswer>(appSn, '/wapi/audit_content/update', { audit_id: auditId, action: 'reject', reason }),
  rollback: (appSn: string, entryPageId: number, version: number) => apiPost<RollbackAnswer>(appSn, '/wapi/entry_page/rollback', { entry_page_id: entryPageId, version }),
};
