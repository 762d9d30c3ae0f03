/* global process, console, URL */
// `npm run dev`'s first step, plain JavaScript so that it runs before `npm install` too: checks
// what a fresh clone may lack and says what to run, instead of the stack trace of the first
// import that fails. Then package.json starts the server (server/dev/main.ts) under `tsx watch`.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';

const root = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '..', '..');
const require = createRequire(path.join(root, 'package.json'));

function fail(message) {
  console.error(`npm run dev: ${message}`);
  process.exit(1);
}

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) fail(`Node ${process.version} is too old: Almanac needs Node 20.19 or newer (package.json "engines").`);

for (const name of ['tsx', 'vite', 'fastify', 'react-router']) {
  if (!fs.existsSync(path.join(root, 'node_modules', name, 'package.json')))
    fail(`the packages are not installed (no node_modules/${name}): run \`npm install\` first.`);
}

const usesPostgres = /^postgres(ql)?:/.test(process.env.DATABASE_URL ?? '');
if (!usesPostgres) {
  try {
    const Database = require('better-sqlite3');
    new Database(':memory:').close();
  } catch (error) {
    fail(
      `better-sqlite3's native module is not built for Node ${process.version}: run \`npm rebuild better-sqlite3\` (it compiles from source, about 90 s).\n  (${String(error.message).split('\n')[0]})`,
    );
  }
}
try {
  require('sharp');
} catch (error) {
  fail(`sharp (pictures) cannot load its native module: run \`npm rebuild sharp\`.\n  (${String(error.message).split('\n')[0]})`);
}

// Asked again when the server listens; here so that a taken port stops `npm run dev` at once.
const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 3000);
await new Promise((resolve) => {
  const probe = net.createServer();
  probe.once('error', (error) => {
    if (error.code === 'EADDRINUSE')
      fail(`port ${port} on ${host} is in use (another \`npm run dev\` or \`npm start\`?): stop it, or start on another port: PORT=${port + 1} npm run dev`);
    if (error.code === 'EACCES') fail(`not allowed to listen on ${host}:${port}: choose a port above 1023, e.g. PORT=3000 npm run dev`);
    resolve(undefined);
  });
  probe.listen({ host, port }, () => probe.close(() => resolve(undefined)));
});
