import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the response being rendered (app/entry.server.tsx
 * provides it); inline scripts of our own carry it. In the browser it is undefined: scripts
 * React adds after hydration are not parsed from HTML and need none.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
