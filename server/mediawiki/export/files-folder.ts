import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from '../../storage/storage.ts';

/**
 * Writes pictures into a flat folder under the names the wikitext gives them ([[File:name]]), as
 * WikiTeam's dump tools lay out `images/` beside a dump: what `npm run import:mediawiki` (and
 * MediaWiki's importImages.php) read. One file at a time: memory holds one picture.
 */
export async function writeFiles(storage: FileStorage, dir: string, files: Map<string, string>): Promise<{ written: number; missing: string[] }> {
  await fs.mkdir(dir, { recursive: true });
  let written = 0;
  const missing: string[] = [];
  for (const [key, name] of files) {
    const bytes = await storage.get(key);
    if (!bytes) {
      missing.push(key);
      continue;
    }
    await fs.writeFile(path.join(dir, name.replace(/[/\\]/g, '-')), bytes);
    written++;
  }
  return { written, missing };
}
