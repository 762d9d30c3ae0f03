import { redirect, type LoaderFunctionArgs } from 'react-router';
import { notFound } from '../lib/edition.server.ts';

/** `/` leads to the public edition's home. */
export async function loader({ context }: LoaderFunctionArgs) {
  const edition = await context.services.editions.defaultPublic();
  if (!edition) throw notFound();
  throw redirect(`${edition.base_path}?bbs_presentation_style=no_header`, 302);
}

export default function RootRedirect() {
  return null;
}
