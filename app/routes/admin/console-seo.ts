// Here, not in app/lib/seo/: only the console's code may use the operator area's messages (i18n/areas/areas.test.ts).
import type { MessageKey } from '../../i18n/index.ts';
import type { PageSeo } from '../../lib/seo/page-meta.ts';

/** The console's sections (/admin/{app_sn}/{section}) and the navigation label that names each. */
const SECTIONS: Record<string, MessageKey> = {
  channels: 'operator.nav.channels',
  contents: 'operator.nav.contents',
  home: 'operator.nav.home',
  editions: 'operator.nav.editions',
  terms: 'operator.nav.terms',
  pools: 'operator.nav.pools',
  calendar: 'operator.nav.calendar',
  'red-points': 'operator.nav.redPoints',
  users: 'operator.nav.users',
  audit: 'operator.nav.audit',
  'mediawiki-import': 'operator.nav.mediawikiImport',
};

/** A console page: "section - console" (the edition's name is added), never indexed. */
export function consoleSeo(pathname: string): PageSeo {
  const section = SECTIONS[pathname.split('/')[3] ?? ''];
  return {
    title: (site) => (section ? site.t('seo.titled', { title: site.t(section), site: site.t('operator.title') }) : site.t('operator.title')),
    description: (site) => site.t('seo.description.console', { site: site.site }),
    noindex: true,
  };
}
