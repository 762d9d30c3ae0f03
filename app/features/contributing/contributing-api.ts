import type { RollbackAnswer } from '../../../shared/contract/contributing.ts';
import { apiPost } from '../../lib/api-client.ts';

/**
 * The contributing calls the browser still makes (shared/contract/contributing.ts), typed by the
 * contract's answers. Each throws the API client's ApiCallError on a non-zero retcode.
 */
export const contributingApi = {
  rollback: (appSn: string, entryPageId: number, version: number) => apiPost<RollbackAnswer>(appSn, '/wapi/entry_page/rollback', { entry_page_id: entryPageId, version }),
};
