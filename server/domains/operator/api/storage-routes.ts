import * as calls from '../../../../shared/contract/calls/operator-living.ts';
import { implement, type ImplementedCall } from '../../../api/route.ts';

/**
 * What the uploads take in the file storage (the console's storage page): not one edition's,
 * so ADMIN for every edition, like users.
 */
export const storageRoutes: ImplementedCall[] = [
  implement(calls.storage, {
    handler: async ({ services, config }) => ({ ...(await services.corrections.uploads.storageUse()), quota_bytes: config.uploadQuotaMb * 1024 * 1024 }),
  }),
];
