import { z } from 'zod';
import { PAGING } from '../limits.ts';

/** Query-string id: digits only, positive, within a safe integer. */
export const idParam = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive')
  .max(Number.MAX_SAFE_INTEGER, 'is too large');

export const channelIdQuery = z.object({ channel_id: idParam });
export const contentIdQuery = z.object({ content_id: idParam });

/** page_num: a whole number from 1, default 1. */
export const pageNumParam = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(PAGING.maxPageNum, `must be at most ${PAGING.maxPageNum}`)
  .default(PAGING.defaultPageNum);

/** page_size: a whole number from 1 to max, default 20. */
export const pageSizeParam = (max: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(max, `must be at most ${max}`)
    .default(PAGING.defaultPageSize);

export const latestContentQuery = z.object({
  page_num: pageNumParam,
  page_size: pageSizeParam(PAGING.maxLatestPageSize),
});
export type LatestContentQuery = z.infer<typeof latestContentQuery>;

export const channelContentQuery = z.object({
  channel_id: idParam,
  page_num: pageNumParam,
  page_size: pageSizeParam(PAGING.maxChannelPageSize),
});
export type ChannelContentQuery = z.infer<typeof channelContentQuery>;

/** /v1/aggregate_page/info: id is a channel id. */
export const aggregatePageQuery = z.object({ id: idParam });
