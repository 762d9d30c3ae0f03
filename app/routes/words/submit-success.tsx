import { notFound } from '../../lib/edition.server.ts';

/** Placeholder until this page is built: it answers the not-found page. */
export function loader(): never {
  throw notFound();
}

export default function Placeholder() {
  return null;
}
