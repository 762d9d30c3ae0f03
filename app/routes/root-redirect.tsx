import { redirect, type LoaderFunctionArgs } from 'react-router';
import { NoEditionPage } from '../components/layout/NoEditionPage.tsx';
import { notFound } from '../lib/edition.server.ts';

/** `/` leads to the public edition's home; an install without any edition says how to make one. */
export async function loader({ context }: LoaderFunctionArgs) {
  const edition = await context.services.editions.defaultPublic();
  if (edition) throw redirect(`${edition.base_path}?bbs_presentation_style=no_header`, 302);
  const [anyEdition] = await context.services.editions.list();
  if (anyEdition) throw notFound();
  return { noEdition: true };
}

export default function RootRedirect() {
  return <NoEditionPage />;
}
