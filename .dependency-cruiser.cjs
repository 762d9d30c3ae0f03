/* global module */
/**
 * The import rules of the tree (docs/architecture.md): one way, no cycles.
 * `npm run lint:imports` checks them; `npm run lint` runs it.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'A module must not reach itself through its imports: split the shared part out instead.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'shared-stays-shared',
      severity: 'error',
      comment: 'shared/ is imported by both ends and imports neither.',
      from: { path: '^shared/', pathNot: '[.]test[.]ts$' },
      to: { path: '^(app|server|tests|bench|scripts)/' },
    },
    {
      name: 'server-never-imports-the-app',
      severity: 'error',
      comment: 'The server loads the built app at run time; its code never imports app/ (the message catalogues are data both ends read: the busy page speaks them).',
      from: { path: '^server/' },
      to: { path: '^app/', pathNot: '^app/i18n/(zh-CN|en-US)[.]ts$|^app/i18n/catalog/' },
    },
    {
      name: 'browser-code-never-imports-the-server',
      severity: 'error',
      comment: 'Only *.server.ts modules (React Router keeps them out of the browser) may call server code; others may import its types.',
      from: { path: '^app/', pathNot: '[.]server[.]tsx?$|[.]test[.]tsx?$' },
      to: { path: '^server/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'platform-below-domains',
      severity: 'error',
      comment: 'The database, storage, security and Redis layers serve the domains and never import them (DomainError is the language both speak).',
      from: { path: '^server/(db|storage|security|redis|rate-limit|config|overload)/' },
      to: { path: '^server/domains/', pathNot: '^server/domains/domain-error[.]ts$' },
    },
    {
      name: 'domains-do-not-reach-up',
      severity: 'error',
      comment: 'Domains are used by the CLI, the process and the SSR layers, never the other way round.',
      from: { path: '^server/domains/' },
      to: { path: '^server/(cli|process|ssr)/|^server/(main|app)[.]ts$' },
    },
    {
      name: 'tests-stay-in-tests',
      severity: 'error',
      comment: 'Product code never imports test support.',
      from: { path: '^(app|server|shared)/', pathNot: '[.]test[.]tsx?$|[.]api[.]test[.]ts$|-harness[.]ts$|/seo-support[.]ts$|/test-support[.]ts$' },
      to: { path: '^tests/|[.]test[.]tsx?$|-harness[.]ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|build|[.]builds|[.]react-router)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
    moduleSystems: ['es6', 'cjs'],
  },
};
