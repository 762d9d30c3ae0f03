import { useSearchParams, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { idFrom } from '../../components/contributing/contributing-links.ts';
import { SubmittedPage } from '../../components/contributing/SubmittedPage.tsx';
import { isLocale, translate } from '../../i18n/index.ts';
import { requireEdition } from '../../lib/edition.server.ts';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const edition = await requireEdition(context, params);
  return { title: translate(isLocale(edition.default_lang) ? edition.default_lang : 'zh-CN', 'submitted.title') };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

/** /words/submitSuccess?audit_id: a new entry was sent for review. */
export default function SubmitSuccess() {
  const [params] = useSearchParams();
  return <SubmittedPage auditId={idFrom(params.get('audit_id'))} entryId={null} />;
}
