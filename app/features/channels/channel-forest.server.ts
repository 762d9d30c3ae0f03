import type { AppLoadContext } from 'react-router';
import type { ChannelRow, ChannelTree } from '../../../server/domains/channels/channels-service.ts';

/**
 * The edition's channel rows, read once per request (the request's context keeps them): the
 * layout's catalogue, the page's forest and the services that load a page's channels with
 * content (home's sections, a channel page) all start from them. Shared between loaders: read
 * them, never change them.
 */
export function channelRows(context: AppLoadContext, editionId: number): Promise<ChannelRow[]> {
  return context.channelRows(editionId);
}

/**
 * The edition's channel forest without content, built once per request (the catalogue of the
 * layout and the page both use it). Shared between loaders: read it, never change it.
 */
export function channelForest(context: AppLoadContext, editionId: number): Promise<ChannelTree[]> {
  return context.channelForest(editionId);
}
