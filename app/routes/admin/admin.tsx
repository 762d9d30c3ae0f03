import { notFound } from '../../lib/edition.server.ts';
import type { Route } from './+types/admin';

/** Unknown console paths answer the not-found page. */
export function loader(_args: Route.LoaderArgs): never {
  throw notFound();
}

export default function AdminNotFound() {
  return null;
}
