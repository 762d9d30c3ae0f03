import { mediawikiImportRoutes } from '../../mediawiki/import/console/routes.ts';
import { livingRoutes } from './api/living-routes.ts';
import { structureRoutes } from './api/structure-routes.ts';
import { storageRoutes } from './api/storage-routes.ts';
import { termsRoutes } from './api/terms-routes.ts';
import { textsRoutes } from './api/texts-routes.ts';
import type { ImplementedCall } from '../../api/route.ts';

/**
 * API calls of the operator console, under /api/{app_sn}/v1/operator/... like every call.
 * Edition-scoped calls act on the path's edition and need ADMIN there (a grant for it or for
 * every edition). Edition-independent calls (users, creating an edition, the audit log with
 * scope=all) are reached through any edition's prefix and need ADMIN for every edition
 * (edition_id 0). Declared in shared/contract/calls/operator.ts.
 */
export const operatorRoutes: ImplementedCall[] = [
  ...structureRoutes,
  ...livingRoutes,
  ...mediawikiImportRoutes,
  ...storageRoutes,
  ...termsRoutes,
  ...textsRoutes,
];
