import { index, route, type RouteConfig } from '@react-router/dev/routes';


/** The spec's route table under each edition's base path; route ids are the route names. */
export default [
  index('routes/root-redirect.tsx', { id: 'root-redirect' }),
  route(':ns/:site', 'routes/edition-layout.tsx', { id: 'edition' }, [
    index('routes/home.tsx', { id: 'index' }),
    route('channel/:channelType?/:parentId?/:childId?', 'routes/channel.tsx', { id: 'channel-channelType-parentId-childId' }),
    route('content/:id/detail', 'routes/content-detail.tsx', { id: 'content-id-detail' }),
    route('summon', 'routes/summon.tsx', { id: 'summon' }),
    route('editor/:id?', 'routes/words/editor.tsx', { id: 'editor-id' }),
    route('encyc', 'routes/encyc.tsx', { id: 'encyc' }),
    route('latest-upgrade', 'routes/latest-upgrade.tsx', { id: 'latest-upgrade' }),
    route('raid', 'routes/raid.tsx', { id: 'raid' }),
    route('search', 'routes/search.tsx', { id: 'search' }),
    route('favorite/list', 'routes/favorite-list.tsx', { id: 'favorite-list' }),
    route('account', 'routes/account-center.tsx', { id: 'account' }),
    route('people', 'routes/people.tsx', { id: 'people' }),
    route('words/create', 'routes/words/create.tsx', { id: 'words-create' }),
    route('words/list', 'routes/words/list.tsx', { id: 'words-list' }),
    route('words/mock', 'routes/words/mock.tsx', { id: 'words-mock' }),
    route('words/submitSuccess', 'routes/words/submit-success.tsx', { id: 'words-submitSuccess' }),
    route('words/review', 'routes/words/review.tsx', { id: 'words-review' }),
    route('words/review/:auditId', 'routes/words/review-detail.tsx', { id: 'words-review-auditId' }),
    route('content/:id/contribution', 'routes/content-contribution.tsx', { id: 'content-id-contribution' }),
    route('content/:id/more', 'routes/content-more.tsx', { id: 'content-id-more' }),
    route('content/:id?/notice', 'routes/words/content-notice.tsx', { id: 'content-id-notice' }),
    route('content/:id?/save', 'routes/words/content-save.tsx', { id: 'content-id-save' }),
    route('content/:id?/success', 'routes/words/content-success.tsx', { id: 'content-id-success' }),
    route('content/:id/upgrade-records', 'routes/content-upgrade-records.tsx', { id: 'content-id-upgrade-records' }),
    route('reports', 'routes/reports.tsx', { id: 'reports' }),
    // Data routes without a component, each in the feature that owns its part: the reader's late
    // parts load (and the visitor's small writes go) through their fetchers (decision 016;
    // app/lib/part-data.ts). Public parts are under reader-data/, the visitor's own under my-data/.
    route('reader-data/ranking', 'features/ranking/ranking-lists.data.ts', { id: 'reader-data-ranking' }),
    route('reader-data/page-view', 'features/ranking/page-view.data.ts', { id: 'reader-data-page-view' }),
    route('reader-data/calendar', 'features/blocks/calendar/calendar.data.ts', { id: 'reader-data-calendar' }),
    route('reader-data/filter-tree', 'features/search/filter-tree.data.ts', { id: 'reader-data-filter-tree' }),
    route('reader-data/suggestions', 'features/search/suggestions.data.ts', { id: 'reader-data-suggestions' }),
    route('reader-data/search', 'features/search/search-results.data.ts', { id: 'reader-data-search' }),
    route('reader-data/materials', 'features/entry-pages/materials.data.ts', { id: 'reader-data-materials' }),
    route('my-data/favorite-state', 'features/favorites/favorite-state.data.ts', { id: 'my-data-favorite-state' }),
    route('my-data/guide-seen', 'features/favorites/favorites-guide.data.ts', { id: 'my-data-guide-seen' }),
    route('my-data/entry-stats', 'features/entry-pages/entry-stats.data.ts', { id: 'my-data-entry-stats' }),
    route('my-data/people', 'features/people/people.data.ts', { id: 'my-data-people' }),
    route('my-data/calendar-subscriptions', 'features/calendar-subscriptions/calendar-subscriptions.data.ts', { id: 'my-data-calendar-subscriptions' }),
    route('*', 'routes/not-found.tsx', { id: 'edition-not-found' }),
  ]),
  route('admin', 'routes/admin/layout.tsx', { id: 'admin' }, [index('routes/admin/index.tsx', { id: 'admin-index' }), route(':appSn/channels', 'routes/admin/channels.tsx', { id: 'admin-channels' }), route(':appSn/contents', 'routes/admin/contents.tsx', { id: 'admin-contents' }), route(':appSn/home', 'routes/admin/home.tsx', { id: 'admin-home' }), route(':appSn/editions', 'routes/admin/editions.tsx', { id: 'admin-editions' }), route(':appSn/pools', 'routes/admin/pools.tsx', { id: 'admin-pools' }), route(':appSn/calendar', 'routes/admin/calendar.tsx', { id: 'admin-calendar' }), route(':appSn/red-points', 'routes/admin/red-points.tsx', { id: 'admin-red-points' }), route(':appSn/users', 'routes/admin/users.tsx', { id: 'admin-users' }), route(':appSn/audit', 'routes/admin/audit.tsx', { id: 'admin-audit' }), route(':appSn/storage', 'routes/admin/storage.tsx', { id: 'admin-storage' }), route(':appSn/mediawiki-import', 'routes/admin/mediawiki-import.tsx', { id: 'admin-mediawiki-import' }), route('*', 'routes/admin/admin.tsx', { id: 'admin-not-found' })]),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
