import type { ApiCall } from '../call.ts';
import { entryFavoriteCalls, strategyFavoriteCalls } from './favorites.ts';

/**
 * Every declared API call, by family. The server implements each exactly once
 * (server/api/calls.test.ts), the compatibility mounts accept exactly these paths, and an
 * OpenAPI description would read the same list.
 */
export const API_CALLS: Record<string, Record<string, ApiCall>> = {
  entryFavorites: entryFavoriteCalls,
  strategyFavorites: strategyFavoriteCalls,
};
