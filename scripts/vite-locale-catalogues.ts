import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** A module of one language's messages: app/i18n/<locale>.ts (the core) or app/i18n/areas/<area>.<locale>.ts. */
const LANGUAGE_MODULE = /[\\/]app[\\/]i18n[\\/](?:areas[\\/][\w-]+\.)?(zh-CN|en-US)\.ts$/;
/** A catalogue file: both languages of one part of the interface (app/i18n/catalog/). */
const CATALOGUE = /[\\/]app[\\/]i18n[\\/]catalog[\\/][\w-]+\.ts$/;
const QUERY = '?locale=';

/**
 * One language a chunk: each catalogue file holds both languages of its part (app/i18n/catalog/,
 * `fooZh` and `fooEn`), and a module is all in one chunk, so the zh-CN and en-US chunks would
 * share every catalogue file, both languages in it. Imported from a language's module, a
 * catalogue file is a module of that language instead (`catalog/foo.ts?locale=en-US`, the same
 * source), of which the build keeps only the export that language's module uses. Client build
 * only: the server has every language anyway.
 */
export function localeCatalogues(): Plugin {
  return {
    name: 'almanac:locale-catalogues',
    // Before Vite's resolver, which would answer the plain file.
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      const locale = importer && !importer.includes('?') ? LANGUAGE_MODULE.exec(importer)?.[1] : undefined;
      if (!locale) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !CATALOGUE.test(resolved.id)) return resolved;
      return { ...resolved, id: `${resolved.id}${QUERY}${locale}` };
    },
  };
}

/** The server's view of the client build: the files of each language's core catalogue chunk. */
export const LOCALE_CHUNKS_MODULE = 'virtual:almanac/locale-chunks';
const LOCALE_CHUNKS_ID = `\0${LOCALE_CHUNKS_MODULE}`;
/** The core catalogue modules, as the client build's manifest names them. */
const CORE_CATALOGUES = { 'zh-CN': 'app/i18n/zh-CN.ts', 'en-US': 'app/i18n/en-US.ts' } as const;

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** A manifest entry's file and the files it imports, transitively, as URLs under base. */
function chunkFiles(manifest: Record<string, ManifestChunk>, key: string, base: string, found = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`locale-chunks: the client manifest has no ${key}`);
  if (found.has(base + chunk.file)) return found;
  found.add(base + chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, base, found);
  return found;
}

/**
 * `virtual:almanac/locale-chunks` for the server: each language's core catalogue chunk and the
 * chunks it imports (read from the client build's manifest, which is written before the server
 * build), so the HTML preloads the page language's (app/entry.server.tsx). Under the dev
 * server, the source modules.
 */
export function localeChunks(): Plugin {
  let command: 'build' | 'serve' = 'build';
  return {
    name: 'almanac:locale-chunks',
    configResolved(config) {
      command = config.command;
    },
    resolveId: (source) => (source === LOCALE_CHUNKS_MODULE ? LOCALE_CHUNKS_ID : null),
    load(id) {
      if (id !== LOCALE_CHUNKS_ID) return null;
      const { base, build } = this.environment.config;
      const chunks = Object.fromEntries(
        Object.entries(CORE_CATALOGUES).map(([locale, source]) => {
          if (command === 'serve') return [locale, [`${base}${source}`]];
          const manifestFile = path.resolve(build.outDir, '..', 'client', '.vite', 'manifest.json');
          const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
          return [locale, [...chunkFiles(manifest, source, base)]];
        }),
      );
      return `export default ${JSON.stringify(chunks)};`;
    },
  };
}
