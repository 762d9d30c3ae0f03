import { Link } from 'react-router';
import { languageTag, type PageLanguage } from '../../../../shared/content-language.ts';
import type { ReaderEntryPage, ReaderModule } from '../../../../shared/entry-page-wire.ts';
import { imageVariant } from '../../../../shared/images.ts';
import { useLocale, useT } from '../../../i18n/index.ts';
import { useFormat } from '../../../lib/format/use-format.ts';
import { useWiki } from '../../../lib/wiki-context.tsx';
import { EntryActions } from '../EntryActions.tsx';
import type { ChannelLink } from '../EntryPageView.tsx';
import { LanguageLinks, LanguageNotice, ModuleLanguageMark } from '../EntryLanguage.tsx';
import type { EntryPageData } from '../entry-page.server.ts';
import { Widget, WidgetBody } from '../widgets/registry.tsx';
import { EntryPageContext } from '../entry-context.ts';
import { isStatic, type SlimEntryPage, type SlimModule } from './islands.ts';
import { Static } from './Static.tsx';
import styles from '../entry.module.css';

/** The header's content, as EntryPageView renders it (server only). */
function HeaderText({ page, channels }: { page: ReaderEntryPage; channels: ChannelLink[] }) {
  const t = useT();
  const format = useFormat();
  const { href } = useWiki();
  return (
    <>
      {page.icon_url ? <img className={styles.icon} src={imageVariant(page.icon_url, 192)} alt="" width={96} height={96} /> : null}
      <div className={styles.headText}>
        <h2 className={styles.name}>{page.name}</h2>
        {page.desc ? <p className={styles.desc}>{page.desc}</p> : null}
        {page.aliases.length > 0 ? <p className={styles.muted}>{t('entry.aliases', { aliases: format.list(page.aliases) })}</p> : null}
        <ModuleLanguageMark language={page.language} moduleId="" />
        <p className={styles.byline}>
          <span>{t('entry.version', { n: page.version })}</span>
          {page.mtime !== '0' ? <span>{t('entry.updated', { date: format.date(page.mtime) })}</span> : null}
          {channels.map((channel) => (
            <Link
              key={channel.id}
              className={styles.channel}
              to={href(channel.parent_id ? `channel/position/${channel.parent_id}/${channel.id}` : `channel/position/${channel.id}`)}
            >
              {channel.name}
            </Link>
          ))}
        </p>
      </div>
    </>
  );
}

function ModuleTitle({ module, language }: { module: { id: string; name: string; is_poped: boolean }; language: PageLanguage | undefined }) {
  const Title = module.is_poped ? 'summary' : 'h3';
  return (
    <Title className={styles.moduleTitle}>
      {module.name}
      <ModuleLanguageMark language={language} moduleId={module.id} />
    </Title>
  );
}

/** A module with islands: its element and title hydrate, its static components keep the server's markup. */
function IslandModule({
  pageId,
  module,
  full,
  language,
}: {
  pageId: number;
  module: SlimModule;
  full: ReaderModule | undefined;
  language: PageLanguage | undefined;
}) {
  const body = module.components.map((component, index) =>
    isStatic(component) ? (
      <Static key={index} as="div" id={`${pageId}:${module.id}:${index}`} className={styles.widget} data-widget={component.component_id}>
        {import.meta.env.SSR && full ? <WidgetBody component={full.components[index]!} /> : null}
      </Static>
    ) : (
      <Widget key={index} component={component} />
    ),
  );
  const Element = module.is_poped ? 'details' : 'section';
  return (
    <Element className={styles.module} data-module={module.id} aria-label={module.is_poped ? undefined : module.name}>
      <ModuleTitle module={module} language={language} />
      {body}
    </Element>
  );
}

/**
 * The islands prototype of an entry page (decision 030): EntryPageView's markup, but only the
 * actions and the interactive widgets hydrate; the header and the static components are the
 * server's HTML, kept by the browser (Static), their data never sent. `full` is the page as the
 * server has it (undefined in the browser).
 */
export function IslandsEntryView({ page, channels, full }: { page: SlimEntryPage; channels: ChannelLink[]; full: EntryPageData | undefined }) {
  const locale = useLocale();
  const { language } = page;
  const textTag = language ? languageTag(language.shown) : undefined;
  const fullModules = new Map(full?.page.modules.map((module) => [module.id, module]));
  return (
    <EntryPageContext.Provider value={full ?? { materials: {} }}>
      <article
        className={styles.page}
        data-entry-page={page.id}
        lang={textTag && textTag !== locale ? textTag : undefined}
        data-content-language={language?.shown}
      >
        {page.header_img_url ? <img className={styles.headerImage} src={imageVariant(page.header_img_url, 1200)} alt="" /> : null}
        <Static as="header" id={`${page.id}:head`} className={styles.head}>
          {import.meta.env.SSR && full ? <HeaderText page={full.page} channels={channels} /> : null}
        </Static>
        {language ? <LanguageLinks language={language} /> : null}
        <EntryActions id={page.id} name={page.name} desc={page.desc} />
        {language ? <LanguageNotice language={language} /> : null}
        {page.modules.map((module) => {
          const fullModule = fullModules.get(module.id);
          if (!module.static) return <IslandModule key={module.id} pageId={page.id} module={module} full={fullModule} language={language} />;
          return (
            <Static
              key={module.id}
              as={module.is_poped ? 'details' : 'section'}
              id={`${page.id}:${module.id}`}
              className={styles.module}
              data-module={module.id}
              aria-label={module.is_poped ? undefined : module.name}
            >
              {import.meta.env.SSR && fullModule ? (
                <>
                  <ModuleTitle module={fullModule} language={language} />
                  {fullModule.components.map((component, index) => (
                    <div key={index} className={styles.widget} data-widget={component.component_id}>
                      <WidgetBody component={component} />
                    </div>
                  ))}
                </>
              ) : null}
            </Static>
          );
        })}
      </article>
    </EntryPageContext.Provider>
  );
}
