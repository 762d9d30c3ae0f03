import type { RichDoc } from '../../shared/contract/rich-text.ts';
import { parseRichDoc } from '../../shared/contract/rich-text.ts';
import { richDocHtml } from './rich-html.ts';

/** A detail tab of content/info: `text` HTML as the publisher sends it, `text_doc` the structured document. */
export interface ContentTab {
  name: string;
  text: string;
  text_doc: RichDoc;
}

/** content/info's body fields: `content` and `contents[].text` as HTML, the documents beside them. */
export interface ContentBody {
  content: string;
  content_doc: RichDoc;
  contents: ContentTab[];
}

/** Stored detail tabs ({name, doc}); damaged ones are left out. */
function storedTabs(text: string): Array<{ name: string; doc: RichDoc }> {
  try {
    const tabs: unknown = JSON.parse(text);
    if (!Array.isArray(tabs)) return [];
    return tabs
      .filter((tab): tab is { name: string; doc: unknown } => typeof tab?.name === 'string')
      .map((tab) => ({ name: tab.name, doc: parseRichDoc(JSON.stringify(tab.doc ?? [])) }));
  } catch {
    return [];
  }
}

/**
 * The body and tabs of a content row (`body`: rich-doc JSON text, `tabs`: JSON text of
 * [{name, doc}]) as content/info sends them: HTML where the publisher sends HTML, rendered on the
 * server from the stored documents (server/wire-html/rich-html.ts), and each document beside it
 * (`content_doc`, `contents[].text_doc`) for our own pages. No tabs stay none: the reader adds
 * the default tab.
 */
export function contentBody(row: { body: string; tabs: string }): ContentBody {
  const doc = parseRichDoc(row.body);
  return {
    content: richDocHtml(doc),
    content_doc: doc,
    contents: storedTabs(row.tabs).map((tab) => ({ name: tab.name, text: richDocHtml(tab.doc), text_doc: tab.doc })),
  };
}
