import { redirect } from 'react-router';
import type { Route } from './+types/index';

/** /admin opens the first edition's channel tree (the editions service: a declared call is asked on an edition, and none is named yet). */
export async function loader({ context }: Route.LoaderArgs) {
  const [edition] = await context.services.editions.list();
  // No edition at all: `/` says how to create the first one.
  if (!edition) throw redirect('/');
  return redirect(`/admin/${edition.app_sn}/channels`);
}

export default function AdminIndex() {
  return null;
}
