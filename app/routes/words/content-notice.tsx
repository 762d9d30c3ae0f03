// The editor's messages: loaded with this page, never with a reader's.
import '../../i18n/areas/editor.ts';
import { useParams, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { NoticePage } from '../../components/editor/pages/InfoPages.tsx';
import { positiveId } from '../../components/editor/pages/route-params.ts';
import { isLocale, translate } from '../../i18n/index.ts';
import { requireEdition } from '../../lib/edition.server.ts';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const edition = await requireEdition(context, params);
  return { title: translate(isLocale(edition.default_lang) ? edition.default_lang : 'zh-CN', 'editor.notice.title') };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }];

/** /content/{id}/notice: editing guidelines for the entry, then 'start editing'. */
export default function ContentNotice() {
  const { id } = useParams();
  return <NoticePage id={positiveId(id)} />;
}
