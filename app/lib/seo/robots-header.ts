/** The X-Robots-Tag of a page from its loaders' data: a login-required edition's pages are never indexed. */
export function robotsHeaderOf(loaderData: Record<string, unknown> | undefined): string | undefined {
  const root = loaderData?.root as { account?: { loginRequired?: boolean } | null } | undefined;
  return root?.account?.loginRequired ? 'noindex, nofollow' : undefined;
}
