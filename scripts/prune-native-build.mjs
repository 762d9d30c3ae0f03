/* global console */
// After `npm install` / `npm ci` (package.json "postinstall"): removes what compiling
// better-sqlite3 from source leaves behind besides the addon itself: the object files
// (build/Release/obj, obj.target), the static SQLite library linked into the addon (sqlite3.a),
// make's dependency files (.deps) and the test extension its own test suite loads. About 15 MB.
//
// Only after a successful compile: the addon must exist and open a database, or nothing is
// touched (a failed build stays as it was, to be read). Harmless when the prebuilt binary was
// downloaded (there is nothing to remove then). `npm rebuild better-sqlite3` still works: node-gyp
// rebuilds from the sources in deps/ and src/, which stay; it leaves its intermediates again
// until the next install (or `node scripts/prune-native-build.mjs`).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const release = path.join(root, 'node_modules', 'better-sqlite3', 'build', 'Release');
const INTERMEDIATES = ['obj', 'obj.target', 'sqlite3.a', '.deps', 'test_extension.node'];

const present = INTERMEDIATES.filter((name) => fs.existsSync(path.join(release, name)));
if (present.length > 0 && fs.existsSync(path.join(release, 'better_sqlite3.node'))) {
  let works = false;
  try {
    const Database = createRequire(path.join(root, 'package.json'))('better-sqlite3');
    const db = new Database(':memory:');
    works = db.prepare('select 1 as one').get().one === 1;
    db.close();
  } catch (error) {
    console.warn(`prune-native-build: better-sqlite3 does not load (${error.message}); its build directory is left as it is`);
  }
  if (works) {
    for (const name of present) fs.rmSync(path.join(release, name), { recursive: true, force: true });
    console.log(`prune-native-build: removed better-sqlite3's compile intermediates (${present.join(', ')})`);
  }
}
