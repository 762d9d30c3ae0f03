import { notFound } from '../lib/edition.server.ts';

export function loader(): never {
  throw notFound();
}

export default function NotFound() {
  return null;
}
