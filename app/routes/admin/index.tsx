import { redirect, type LoaderFunctionArgs } from 'react-router';

/** /admin opens the first edition's channel tree. */
export async function loader({ context }: LoaderFunctionArgs) {
  const [edition] = await context.services.editions.list();
  // No edition at all: `/` says how to create the first one.
  if (!edition) throw redirect('/');
  return redirect(`/admin/${edition.app_sn}/channels`);
}

export default function AdminIndex() {
  return null;
}
