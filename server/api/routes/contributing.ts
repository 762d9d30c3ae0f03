import type { ApiRoute } from '../route.ts';

/** Contributing calls of the entry-page API v2 (shared/contract/contributing.ts). */
export const contributingRoutes: ApiRoute[] = [];
