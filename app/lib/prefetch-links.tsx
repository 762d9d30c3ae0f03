import { useEffect, useState } from 'react';
import { PrefetchPageLinks, useLocation } from 'react-router';
import { afterIdle, likelyNextPages, mayPrefetch } from './prefetch.ts';
import { useWiki } from './wiki-context.tsx';

/**
 * After 2000 ms of quiet, prefetches the likely next pages (the first internal links of the main
 * content): their route modules and loader data, through React Router's page links. Skipped
 * offline, on 2g, with data-saver on, and in login-required editions.
 */
export function IdlePrefetch() {
  const { edition } = useWiki();
  const location = useLocation();
  const [pages, setPages] = useState<string[]>([]);
  useEffect(() => {
    setPages([]);
    // A login-required edition's pages are personal answers: nothing worth fetching ahead.
    if (edition.login_required) return;
    return afterIdle(() => {
      if (!mayPrefetch(navigator)) return;
      const hrefs = [...document.querySelectorAll('main a[href]')].map((link) => link.getAttribute('href') ?? '');
      setPages(likelyNextPages(hrefs, edition.base_path, `${location.pathname}${location.search}`));
    });
  }, [location.pathname, location.search, edition.base_path, edition.login_required]);
  return (
    <>
      {pages.map((page) => (
        <PrefetchPageLinks key={page} page={page} />
      ))}
    </>
  );
}
