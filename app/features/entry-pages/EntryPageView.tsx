import { useMemo } from 'react';
import { Link } from 'react-router';
import type { ReaderEntryPage, ReaderModule } from '../../../shared/entry-page-wire.ts';
import { readerModules } from '../../../shared/entry-emptiness.ts';
import { imageVariant } from '../../../shared/images.ts';
import { useT } from '../../i18n/index.ts';
import { useFormat } from '../../lib/format/use-format.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import { ModuleEditLink } from './EditAction.tsx';
import { EntryActions } from './EntryActions.tsx';
import { LanguageLinks, LanguageNotice, ModuleLanguageMark } from './EntryLanguage.tsx';
import { languageTag, type PageLanguage } from '../../../shared/content-language.ts';
import { useLocale } from '../../i18n/index.ts';
import { EntryPageContext } from './entry-context.ts';
import type { MaterialMap } from './rules/material-map.ts';
import { Widget } from './widgets/registry.tsx';
import styles from './entry.module.css';

export interface ChannelLink {
  id: number;
  name: string;
  parent_id: number;
}

/** A module; `entryPageId` (not in a preview) adds its edit link for those who may edit. */
function ModuleSection({ module, language, entryPageId }: { module: ReaderModule; language: PageLanguage | undefined; entryPageId: number | null }) {
  const t = useT();
  const body =
    module.components.length > 0 ? (
      module.components.map((component, index) => <Widget key={index} component={component} />)
    ) : (
      <p className={styles.muted}>{t('entry.empty')}</p>
    );
  const edit = entryPageId === null ? null : <ModuleEditLink entryPageId={entryPageId} moduleId={module.id} name={module.name} />;
  if (module.is_poped) {
    return (
      <details className={styles.module} data-module={module.id}>
        <summary className={styles.moduleTitle}>
          {module.name}
          <ModuleLanguageMark language={language} moduleId={module.id} />
          {edit}
        </summary>
        {body}
      </details>
    );
  }
  return (
    <section className={styles.module} data-module={module.id} aria-label={module.name}>
      <h3 className={styles.moduleTitle}>
        {module.name}
        <ModuleLanguageMark language={language} moduleId={module.id} />
        {edit}
      </h3>
      {body}
    </section>
  );
}

/**
 * An entry page: its header, actions, and modules of typed components (widgets load on demand).
 * preview: a document not published yet (review, editor), shown without the reader's actions.
 */
export function EntryPageView({
  page,
  materials,
  channels,
  preview = false,
}: {
  page: ReaderEntryPage;
  materials: MaterialMap;
  channels: ChannelLink[];
  preview?: boolean;
}) {
  const t = useT();
  const format = useFormat();
  const { href } = useWiki();
  const context = useMemo(() => ({ materials }), [materials]);
  const locale = useLocale();
  const { language } = page;
  // The text's own language where it is not the interface's (a translation, the traditional view, a fallback).
  const textTag = language ? languageTag(language.shown) : undefined;
  return (
    <EntryPageContext.Provider value={context}>
      <article
        className={styles.page}
        data-entry-page={page.id}
        lang={textTag && textTag !== locale ? textTag : undefined}
        data-content-language={language?.shown}
      >
        {page.header_img_url ? <img className={styles.headerImage} src={imageVariant(page.header_img_url, 1200)} alt="" /> : null}
        <header className={styles.head}>
          {page.icon_url ? <img className={styles.icon} src={imageVariant(page.icon_url, 192)} alt="" width={96} height={96} /> : null}
          <div className={styles.headText}>
            <h2 className={styles.name}>{page.name}</h2>
            {page.desc ? <p className={styles.desc}>{page.desc}</p> : null}
            {page.aliases.length > 0 ? <p className={styles.muted}>{t('entry.aliases', { aliases: format.list(page.aliases) })}</p> : null}
            <ModuleLanguageMark language={language} moduleId="" />
            <p className={styles.byline}>
              <span>{t('entry.version', { n: page.version })}</span>
              {/* A template's mock has never been written: no date. */}
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
        </header>
        {language ? <LanguageLinks language={language} /> : null}
        {preview ? null : <EntryActions id={page.id} name={page.name} desc={page.desc} />}
        {language ? <LanguageNotice language={language} /> : null}
        {readerModules(page.modules).map((module) => (
          <ModuleSection key={module.id} module={module} language={language} entryPageId={preview ? null : page.id} />
        ))}
      </article>
    </EntryPageContext.Provider>
  );
}
