import { redirect, type LoaderFunctionArgs } from 'react-router';

/** /admin opens the first edition's channel tree. */
export async function loader({ context }: LoaderFunctionArgs) {
  const [edition] = await context.services.editions.list();
  if (!edition) throw new Response('Not Found', { status: 404 });
  return redirect(`/admin/${edition.app_sn}/channels`);
}

export default function AdminIndex() {
  return null;
}
