import { notFound } from '../lib/edition.server.ts';

/** Registered under its route name; until its page is built it answers the not-found page. */
export function loader(): never {
  throw notFound();
}

export default function PendingPage() {
  return null;
}
