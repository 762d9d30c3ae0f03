import { notFound } from '../../lib/edition.server.ts';

/** Unknown console paths answer the not-found page. */
export function loader(): never {
  throw notFound();
}

export default function AdminNotFound() {
  return null;
}
