/** The MediaWiki peer (../shared/peers/mediawiki/setup.sh: MediaWiki 1.39 on :8080), when it is running. */
import { rawGet } from './raw-get.ts';

export const MEDIAWIKI_URL = 'http://127.0.0.1:8080/index.php?title=Dragon_Article';

export interface MediaWikiPeer {
  url: string;
  /** The content encoding it answered our headers with. */
  encoding: string;
  /** Not measured: its processes (nginx, php-fpm) are not ours. */
  pid?: undefined;
}

/** The peer if its article answers 200 now, else undefined. */
export async function findMediaWiki(headers: Record<string, string>): Promise<MediaWikiPeer | undefined> {
  try {
    const answer = await rawGet(MEDIAWIKI_URL, headers);
    if (answer.status !== 200) return undefined;
    return { url: MEDIAWIKI_URL, encoding: `${answer.headers['content-encoding'] ?? 'identity'}, ${answer.body.length} bytes` };
  } catch {
    return undefined;
  }
}
