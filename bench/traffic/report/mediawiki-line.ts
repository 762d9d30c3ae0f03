import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * MediaWiki beside Almanac is not measured here, and the run says why: the peer
 * (../shared/peers/mediawiki/setup.sh) holds one article, and replaying this traffic needs the
 * same pages in it (importDump.php at 136–160 pages/s: 2–3 minutes for 20,000) and its file
 * cache set up, a setup of its own beyond this benchmark.
 */
export function mediaWikiLine(pages: number): string {
  const installed = fs.existsSync('/usr/share/mediawiki') && spawnSync('php', ['-v'], { stdio: 'ignore' }).status === 0;
  const why = installed
    ? `the peer (../shared/peers/mediawiki) holds one article; the Zipf replay needs ${pages.toLocaleString('en-US')} pages imported (importDump.php, 136–160 pages/s) and $wgUseFileCache set up`
    : `MediaWiki and PHP are not installed here (../shared/peers/mediawiki/setup.sh installs them with apt-get), and the replay would also need ${pages.toLocaleString('en-US')} pages imported (importDump.php, 136–160 pages/s) and $wgUseFileCache set up`;
  return `MediaWiki: not run: ${why}.`;
}
