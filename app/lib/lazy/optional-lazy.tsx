import { createContext, lazy, useCallback, useContext, useEffect, useState, type ComponentType } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

const RetryContext = createContext<() => void>(() => {});

/**
 * React.lazy for a part the page can do without (a menu, a dialog, a carousel's script). When its
 * code cannot be fetched (offline, a deploy in between), it renders `Fallback` with the same props
 * instead of throwing to the route's error boundary, which would replace the whole page; once the
 * browser is back online it fetches again. Use it inside a Suspense as React.lazy.
 */
export function optionalLazy<P extends object>(load: Loader<P>, Fallback: ComponentType<P> = () => null): ComponentType<P> {
  // Whether the last fetch failed while the browser was offline (then it is worth trying again online).
  let failedOffline = false;
  function Missing(props: P) {
    const retry = useContext(RetryContext);
    useEffect(() => {
      // Back online before this mounted: at once; else with the connection.
      if (failedOffline && navigator.onLine) return retry();
      window.addEventListener('online', retry);
      return () => window.removeEventListener('online', retry);
    }, [retry]);
    return <Fallback {...props} />;
  }
  const attempt = () =>
    lazy<ComponentType<P>>(() =>
      load().catch(() => {
        failedOffline = !navigator.onLine;
        return { default: Missing };
      }),
    );
  let shared = attempt();

  return function OptionalPart(props: P) {
    const [Part, setPart] = useState(() => shared);
    const retry = useCallback(() => {
      shared = attempt();
      setPart(() => shared);
    }, []);
    return (
      <RetryContext.Provider value={retry}>
        <Part {...props} />
      </RetryContext.Provider>
    );
  };
}
