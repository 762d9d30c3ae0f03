import type { AppLoadContext } from 'react-router';
import type { ContentInfo, ContentInfoResponse } from '../../../shared/contract/content.ts';
import { presentContentInfo } from '../../../server/domains/content/content-presenter.ts';
import type { Edition } from '../../../server/domains/editions/editions-service.ts';
import { notFound } from '../../lib/edition.server.ts';

/**
 * content/info as the detail page reads it: the structured documents (content_doc,
 * contents[].text_doc) without the API's HTML renderings of them, which the page never reads and
 * which would travel twice per page (as HTML and as hydration data).
 */
export interface ContentPage {
  content: Omit<ContentInfo, 'content' | 'contents'> & { contents: Array<Omit<ContentInfo['contents'][number], 'text'>> };
  channel_list: ContentInfoResponse['channel_list'];
}

function withoutHtml({ content, channel_list }: ContentInfoResponse): ContentPage {
  const { content: _html, contents, ...rest } = content;
  return { content: { ...rest, contents: contents.map(({ name, text_doc }) => ({ name, text_doc })) }, channel_list };
}

export async function loadContentDetail(context: AppLoadContext, edition: Edition, id: string | undefined): Promise<ContentPage> {
  if (!id || !/^\d{1,15}$/.test(id)) throw notFound();
  const found = await context.services.contents.info(edition.id, Number(id));
  if (!found) throw notFound();
  return withoutHtml(presentContentInfo(found.content, found.channels));
}
