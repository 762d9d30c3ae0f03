import type { Plugin } from 'vite';

/** React Router's client build imports each route module under this query. */
const CLIENT_ROUTE = '?__react-router-build-client-route';

/** The route modules whose static imports every page of their kind loads. */
const SHELLS = {
  /** Every page: the root route and the client entry. */
  shell: [/[\\/]app[\\/]entry\.client\.tsx$/, new RegExp(`[\\\\/]app[\\\\/]root\\.tsx\\${CLIENT_ROUTE}$`)],
  /** Every wiki page: the edition layout. */
  'edition-shell': [new RegExp(`[\\\\/]app[\\\\/]routes[\\\\/]edition-layout\\.tsx\\${CLIENT_ROUTE}$`)],
} as const;

type ShellName = keyof typeof SHELLS;

interface ModuleGraph {
  ids(): Iterable<string>;
  staticImports(id: string): readonly string[];
}

/** The modules reachable from `roots` through static imports (the roots excluded). */
function staticClosure(graph: ModuleGraph, roots: string[]): Set<string> {
  const found = new Set<string>();
  const queue = roots.flatMap((root) => graph.staticImports(root));
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (found.has(id) || roots.includes(id)) continue;
    found.add(id);
    queue.push(...graph.staticImports(id));
  }
  return found;
}

/**
 * The code every page loads anyway (what the client entry and root import) in one chunk, and
 * what every wiki page loads besides (the edition layout's imports) in another, instead of the
 * thirty-odd small chunks automatic splitting makes of them (one per set of routes sharing a
 * module): fewer requests, and brotli compresses one file better than many (~15% here). Only
 * modules those routes import statically are grouped, so no page loads a byte more than before;
 * the rest (route code, lazily loaded widgets and dialogs) is split as before.
 */
export function shellChunks() {
  const members: Record<ShellName, Set<string>> = { shell: new Set(), 'edition-shell': new Set() };
  const plugin: Plugin = {
    name: 'almanac:shell-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      const graph: ModuleGraph = { ids: () => this.getModuleIds(), staticImports: (id) => this.getModuleInfo(id)?.importedIds ?? [] };
      const rootsOf = (name: ShellName) => [...graph.ids()].filter((id) => SHELLS[name].some((pattern) => pattern.test(id)));
      const shellRoots = rootsOf('shell');
      const editionRoots = rootsOf('edition-shell');
      if (shellRoots.length !== SHELLS.shell.length || editionRoots.length !== 1) {
        throw new Error(`shell-chunks: the client entry, root or edition layout route was not found (${[...shellRoots, ...editionRoots].join(', ')})`);
      }
      members.shell = staticClosure(graph, shellRoots);
      members['edition-shell'] = new Set([...staticClosure(graph, editionRoots)].filter((id) => !members.shell.has(id)));
    },
  };
  const groups = (Object.keys(members) as ShellName[]).map((name, index) => ({ name, test: (id: string) => members[name].has(id), priority: 20 - index }));
  return { plugin, groups };
}
