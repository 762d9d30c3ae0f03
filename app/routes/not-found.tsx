import { notFound } from '../lib/edition.server.ts';
import type { Route } from './+types/not-found';

export function loader(_: Route.LoaderArgs): never {
  throw notFound();
}

export default function NotFound() {
  return null;
}
