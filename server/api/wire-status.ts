/**
 * The HTTP status of an API error answer. The canonical mount (/api/...) answers with the
 * status of the error's class (401, 403, 404, 422, 429, 503...). The compatibility mounts answer
 * as the publisher does: HTTP 200 with the retcode in the body, because the publisher's clients
 * read `retcode` and never see a body behind an error status (axios throws on one).
 */

/** Path prefixes of the mounts that answer errors as the publisher does. */
export const PUBLISHER_MOUNT_PREFIXES = ['/common/blackboard/', '/hoyowiki/'] as const;

/** Whether a request path (query included or not) is under a publisher-compatible mount. */
export function isPublisherMount(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return PUBLISHER_MOUNT_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** The status to send an error answer with: its own on the canonical mount, 200 on the publisher's. */
export function wireStatus(url: string, status: number): number {
  return isPublisherMount(url) ? 200 : status;
}
