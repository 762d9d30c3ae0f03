/* global module */

/**
 * Imports from one domain into another (server/domains/<from>/ to server/domains/<to>/; each
 * living/<part>/ is a domain of its own), each with the reason it is needed. Any other is an error
 * (rules domains-apart-*): a new one is either a sign the code belongs elsewhere or a line here.
 * domain-error.ts and services.ts (server/domains/) are shared by every domain, and so is the
 * Edition type (editions/editions-service.ts, imported as a type only): every call is about an
 * edition. Tests and harnesses may set up data through any domain.
 */
const DOMAIN_IMPORTS = {
  channels: {
    content: "a channel's items carry their content's ext (content/item-ext.ts)",
  },
  content: {
    channels: "content lists are a channel's placed contents: its rows and item presenter (channels-service.ts, channel-presenter.ts)",
  },
  contributing: {
    'entry-pages': 'a submission is an entry document: reads the page and its revisions, checks, diffs and publishes it',
    'living/ranking': "an approved edit credits contribution value (contribution-ledger.ts); a page's contributors (page-contributors.ts)",
    search: 'placing an entry in channels reindexes it (search/reindex.ts)',
    translations: 'a translation goes through review: its draft starts from the overlay, approving publishes it (publish-translation.ts)',
  },
  corrections: {
    'living/ranking': 'an accepted report credits contribution value (contribution-ledger.ts)',
    uploads: "a report's pictures are chunked uploads (upload-service.ts, upload-routes.ts)",
  },
  encyclopedia: {
    channels: "the encyclopedia's pages are a channel tree (channels-service.ts)",
    translations: "entry lists name each entry in the reader's language (translations/localize.ts)",
  },
  'entry-pages': {
    content: "an entry's placements carry their content's ext (content/item-ext.ts)",
    'living/ranking': "an entry's contributors (page-contributors.ts, ranking-presenter.ts)",
    search: 'publishing an entry reindexes it (search/reindex.ts)',
  },
  home: {
    channels: 'the home page shows channels (channel-presenter.ts)',
    content: 'and content lists (content-lists-presenter.ts)',
    'living/gacha-pools': 'and the running gacha pools (gacha-pool-presenter.ts)',
  },
  'living/calendar': {
    accounts: "a calendar feed's secret URL is an account token (accounts/tokens.ts)",
  },
  'living/ranking': {
    content: 'ranking lists page as content lists do (PageRequest, content-lists-presenter.ts)',
  },
  media: {
    'living/gacha-pools': 'the gacha pool list of the media area (gacha-pools-service.ts type, gacha-pool-presenter.ts)',
    uploads: "the image route serves stored uploads' pictures (uploads/picture.ts)",
  },
  operator: {
    accounts: 'suspending an account ends its sessions (accounts/sessions.ts)',
    'living/calendar': 'the console edits the calendar through its service and presenter',
    'living/ranking': 'a new edition time zone rebuilds the ranking sums (contribution-ledger.ts)',
    search: 'operator edits of contents and footer pages reindex them (search/reindex.ts)',
  },
  seo: {
    translations: 'sitemaps list each entry in the languages it has (localize.ts, translations-service.ts)',
  },
  translations: {
    'entry-pages': "a translation is a document of an entry's shape, laid over its current page (doc.ts, current-page.ts)",
    search: 'publishing a translation reindexes the entry, whose names in every language are searched (search/reindex.ts)',
  },
  search: {
    'entry-pages': "an entry's indexed text is its document's plain text (entry-pages/plain-text.ts)",
  },
  uploads: {
    operator: "an operator's audio upload is written to the audit log (operator/audit.ts)",
  },
};

/** A domain's folder: server/domains/<domain>/, or server/domains/living/<part>/. */
const DOMAIN = '^server/domains/(living/[^/]+|[^/]+)/';
const SHARED_BY_DOMAINS = '^server/domains/(domain-error|services)[.]ts$';
const EDITION_TYPE = '^server/domains/editions/editions-service[.]ts$';
const TEST_FILES = '[.]test[.]tsx?$|-harness[.]ts$';

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
      name: 'features-do-not-import-routes',
      severity: 'error',
      comment: 'Routes compose features; a feature never imports a route module (its data routes and their types live in the feature: app/lib/part-data.ts).',
      from: { path: '^app/features/' },
      to: { path: '^app/routes/' },
    },
    {
      name: 'server-never-imports-the-app',
      severity: 'error',
      comment:
        'The server loads the built app at run time; its code never imports app/ (the message catalogues are data both ends read: the busy page speaks them).',
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
    {
      name: 'policies-below-the-api',
      severity: 'error',
      comment: 'Policies decide and refuse with a DomainError; the API maps it to its retcode and status (server/api/errors.ts), never the other way round.',
      from: { path: '^server/policies/' },
      to: { path: '^server/api/' },
    },
    {
      name: 'readers-do-not-import-the-importer',
      severity: 'error',
      comment:
        'The importer converts; entry pages read what is stored or ask the converter the process set at start (server/domains/entry-pages/kept-revisions.ts).',
      from: { path: '^server/domains/entry-pages/' },
      to: { path: '^server/mediawiki/' },
    },
    {
      name: 'page-cache-below-domains',
      severity: 'error',
      comment:
        'The page cache stores pages and hears content changes; what it asks of a render (is the edition login-required?) comes through the request context it is handed.',
      from: { path: '^server/page-cache/' },
      to: { path: '^server/domains/' },
    },
    {
      name: 'domains-apart',
      severity: 'error',
      comment:
        'A domain imports no other domain (server/domains/<domain>/ or living/<part>/) unless DOMAIN_IMPORTS in .dependency-cruiser.cjs lists the pair with its reason.',
      from: { path: DOMAIN, pathNot: [TEST_FILES, ...Object.keys(DOMAIN_IMPORTS).map((domain) => `^server/domains/${domain}/`)] },
      to: { path: '^server/domains/', pathNot: ['^server/domains/$1/', SHARED_BY_DOMAINS, EDITION_TYPE] },
    },
    {
      name: 'domains-apart-edition-type',
      severity: 'error',
      comment: 'Other domains take the Edition type from editions-service.ts, and nothing else of it (DOMAIN_IMPORTS would list the pair).',
      from: {
        path: DOMAIN,
        pathNot: [
          TEST_FILES,
          '^server/domains/editions/',
          ...Object.keys(DOMAIN_IMPORTS)
            .filter((domain) => DOMAIN_IMPORTS[domain].editions)
            .map((domain) => `^server/domains/${domain}/`),
        ],
      },
      to: { path: EDITION_TYPE, dependencyTypesNot: ['type-only'] },
    },
    ...Object.entries(DOMAIN_IMPORTS).map(([domain, allowed]) => ({
      name: `domains-apart-${domain.replace('/', '-')}`,
      severity: 'error',
      comment: `server/domains/${domain}/ imports other domains only as DOMAIN_IMPORTS in .dependency-cruiser.cjs allows: ${Object.keys(allowed).join(', ')}.`,
      from: { path: `^server/domains/${domain}/`, pathNot: TEST_FILES },
      to: {
        path: '^server/domains/',
        pathNot: [`^server/domains/${domain}/`, SHARED_BY_DOMAINS, EDITION_TYPE, ...Object.keys(allowed).map((other) => `^server/domains/${other}/`)],
      },
    })),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|build|[.]builds|[.]react-router)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    moduleSystems: ['es6', 'cjs'],
  },
};
