import type { StorageUse } from '../../../../shared/contract/operator-storage.ts';
import { adminRoute } from './admin-route.ts';

/**
 * What the uploads take in the file storage (the console's storage page): not one edition's,
 * so ADMIN for every edition, like users.
 */
export const storageRoutes = [
  adminRoute({
    method: 'GET',
    path: '/v1/operator/storage',
    scope: 'global',
    handler: async ({ services, config }): Promise<StorageUse> => ({ ...(await services.corrections.uploads.storageUse()), quota_bytes: config.uploadQuotaMb * 1024 * 1024 }),
  }),
];
