import type { AppLoadContext } from 'react-router';
import type { ChannelRow, ChannelTree } from '../../../server/domains/channels/channels-service.ts';
import type { Edition } from '../../../server/domains/editions/editions-service.ts';
import { requestReaderLanguage } from '../../i18n/request-locale.ts';

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

/**
 * The content language a page's reader reads the edition in, as the publisher spells it: their
 * language (?lang, the cookie) where the edition has it, else its source (issue 31).
 */
export function readerContent(context: AppLoadContext, edition: Edition, request: Request): string {
  return context.services.contentTexts.choice(edition, requestReaderLanguage(request, edition)).wanted;
}

const isSource = (context: AppLoadContext, edition: Edition, wanted: string) => context.services.contentTexts.choice(edition, undefined).source === wanted;

/** channelRows with the channels' names in `wanted` (readerContent): the same rows when that is the source, read once per request and language otherwise. */
export function readerChannelRows(context: AppLoadContext, edition: Edition, wanted: string): Promise<ChannelRow[]> {
  if (isSource(context, edition, wanted)) return channelRows(context, edition.id);
  return context.memo(`channel-rows:${edition.id}:${wanted}`, async () =>
    context.services.contentTexts.channelRows(edition, wanted, await channelRows(context, edition.id)),
  );
}

/** channelForest with the channels' names in `wanted`, as readerChannelRows. */
export function readerChannelForest(context: AppLoadContext, edition: Edition, wanted: string): Promise<ChannelTree[]> {
  if (isSource(context, edition, wanted)) return channelForest(context, edition.id);
  return context.memo(`forest:${edition.id}:${wanted}`, async () =>
    context.services.channels.forest(edition.id, await readerChannelRows(context, edition, wanted)),
  );
}
