import { redirect } from 'react-router';
import { NoEditionPage } from '../components/layout/NoEditionPage.tsx';
import { notFound } from '../lib/edition.server.ts';
import type { Route } from './+types/root-redirect';

/** `/` leads to the public edition's home; an install without any edition says how to make one. */
export async function loader({ context }: Route.LoaderArgs) {
  const edition = await context.services.editions.defaultPublic();
  if (edition) throw redirect(`${edition.base_path}?bbs_presentation_style=no_header`, 302);
  const [anyEdition] = await context.services.editions.list();
  if (anyEdition) throw notFound();
  return { noEdition: true };
}

export default function RootRedirect() {
  return <NoEditionPage />;
}
