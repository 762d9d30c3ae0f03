import type { ApiCall } from '../call.ts';
import { accountCalls, accountSessionCalls, keyBoxCalls } from './accounts.ts';
import { contributingCalls } from './contributing.ts';
import { reportCalls, uploadCalls } from './corrections.ts';
import { entryFavoriteCalls, strategyFavoriteCalls } from './favorites.ts';
import { mediawikiImportCalls, operatorLivingCalls, operatorStructureCalls } from './operator.ts';

/**
 * Every declared API call, by family. The server implements each exactly once
 * (server/api/calls.test.ts), the compatibility mounts accept exactly these paths, and an
 * OpenAPI description would read the same list.
 */
export const API_CALLS: Record<string, Record<string, ApiCall>> = {
  entryFavorites: entryFavoriteCalls,
  strategyFavorites: strategyFavoriteCalls,
  contributing: contributingCalls,
  accounts: accountCalls,
  keyBox: keyBoxCalls,
  accountSessions: accountSessionCalls,
  reports: reportCalls,
  uploads: uploadCalls,
  operatorStructure: operatorStructureCalls,
  operatorLiving: operatorLivingCalls,
  mediawikiImport: mediawikiImportCalls,
};
