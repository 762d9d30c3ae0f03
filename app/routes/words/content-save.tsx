// The editor's messages: loaded with this page, never with a reader's.
import '../../i18n/areas/editor.ts';
import { useParams, useSearchParams, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { SavedPage } from '../../components/editor/pages/InfoPages.tsx';
import { positiveId } from '../../components/editor/pages/route-params.ts';
import { isLocale, translate } from '../../i18n/index.ts';
import { requireEdition } from '../../lib/edition.server.ts';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const edition = await requireEdition(context, params);
  return { title: translate(isLocale(edition.default_lang) ? edition.default_lang : 'zh-CN', 'editor.save.title') };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

/** /content/{id}/save[?draft_id]: the draft is saved; continue editing or go to my entries. */
export default function ContentSave() {
  const { id } = useParams();
  const [params] = useSearchParams();
  return <SavedPage id={positiveId(id)} draftId={positiveId(params.get('draft_id'))} />;
}
