import { createContext, useContext } from 'react';
import type { Layout } from '../../shared/layout.ts';
import { wikiHref } from './wiki-href.ts';

export interface ClientEdition {
  app_sn: string;
  name: string;
  base_path: string;
  logo_url: string;
  login_required: boolean;
  is_test: boolean;
  /** The footer's about and apply links (empty or missing: no link). */
  about_url?: string;
  apply_url?: string;
  /** The edition's clock (an IANA zone, e.g. Asia/Shanghai): every time shown is in it. Missing: the spec's UTC+8. */
  time_zone?: string;
}

export const LayoutContext = createContext<Layout>('pc');
export const EditionContext = createContext<ClientEdition | null>(null);

export function useLayout(): Layout {
  return useContext(LayoutContext);
}

/** The current edition and an href builder for its pages. */
export function useWiki() {
  const edition = useContext(EditionContext);
  const layout = useLayout();
  if (!edition) throw new Error('useWiki outside an edition');
  return {
    edition,
    layout,
    href: (path: string, query?: Record<string, string>) => wikiHref(edition.base_path, path, layout, query),
  };
}
