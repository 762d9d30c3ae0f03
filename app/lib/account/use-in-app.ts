import { useRouteLoaderData } from 'react-router';

/**
 * Inside the companion app? The root loader decides it from the request (User-Agent and the
 * mihoyo_app query flag), so the server's HTML and the hydrated page agree.
 */
export function useInApp(): boolean {
  return useRouteLoaderData<{ inApp?: boolean }>('root')?.inApp === true;
}
