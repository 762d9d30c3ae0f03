import type { AppLoadContext } from 'react-router';
import type { ChannelTree } from '../../server/services/channels.ts';
import { perRequest } from '../lib/request-memo.server.ts';

/**
 * The edition's channel forest without content, read once per request (the catalogue of the
 * layout and the page both use it). Shared between loaders: read it, never change it.
 */
export function channelForest(context: AppLoadContext, editionId: number): Promise<ChannelTree[]> {
  return perRequest(context, `forest:${editionId}`, () => context.services.channels.forest(editionId));
}
