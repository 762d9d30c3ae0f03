/** A clip's URL as an <audio> source: our /media/ paths or http(s) URLs, else none. */
export function playableUrl(url: string): string | undefined {
  const value = url.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return /^https?:\/\/[^/\\]/i.test(value) ? value : undefined;
}
