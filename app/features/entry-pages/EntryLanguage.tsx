import { Link, useLocation } from 'react-router';
import { LANGUAGE_ENDONYMS, languageTag, type PageLanguage } from '../../../shared/content-language.ts';
import { LANGUAGE_QUERY } from '../../../shared/language.ts';
import { useT } from '../../i18n/index.ts';
import { rememberLanguage } from '../../i18n/remember-language.ts';
import styles from './entry.module.css';

/** A language named in itself ('en-us' → English). */
export const endonym = (code: string): string => LANGUAGE_ENDONYMS[code] ?? code;

/**
 * What a reader is told about the language of an entry (issue 31): that the asked language has
 * no version of this entry and the original is shown, that the page was converted from
 * Simplified Chinese, or that the original changed since the translation.
 */
export function LanguageNotice({ language }: { language: PageLanguage }) {
  const t = useT();
  const asked = endonym(language.asked);
  const lines: string[] = [];
  if (language.kind === 'fallback') lines.push(t('entry.lang.fallback', { language: asked, source: endonym(language.source) }));
  if (language.kind === 'converted') lines.push(t('entry.lang.converted', { language: endonym(language.shown) }));
  if (language.kind === 'translation' && language.outdated.length > 0) lines.push(t('entry.lang.outdated'));
  if (lines.length === 0) return null;
  return (
    <div className={styles.languageNotice} role="note" data-language-notice={language.kind === 'translation' ? 'outdated' : language.kind}>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

/** Links to the entry in each other language it can be read in, each named in itself (as Wikipedia's language links). */
export function LanguageLinks({ language }: { language: PageLanguage }) {
  const t = useT();
  const location = useLocation();
  const others = language.langs.filter((code) => code !== language.shown);
  if (others.length === 0) return null;
  return (
    <nav className={styles.languageLinks} aria-label={t('entry.lang.others')}>
      <span aria-hidden="true">{t('entry.lang.othersLabel')}</span>
      {others.map((code) => {
        const tag = languageTag(code);
        const params = new URLSearchParams(location.search);
        params.set(LANGUAGE_QUERY, tag);
        return (
          <Link
            key={code}
            to={`${location.pathname}?${params.toString()}`}
            hrefLang={tag}
            lang={tag}
            onClick={() => rememberLanguage(tag)}
            className={styles.languageLink}
          >
            {endonym(code)}
          </Link>
        );
      })}
    </nav>
  );
}

/** A module's mark in a translation: its original changed since, or it is not translated yet. */
export function ModuleLanguageMark({ language, moduleId }: { language: PageLanguage | undefined; moduleId: string }) {
  const t = useT();
  if (!language || language.kind !== 'translation') return null;
  if (language.outdated.includes(moduleId)) {
    return (
      <span className={styles.languageMark} data-language-mark="outdated">
        {moduleId === '' ? t('entry.lang.headerOutdated') : t('entry.lang.moduleOutdated')}
      </span>
    );
  }
  if (language.untranslated.includes(moduleId)) {
    return (
      <span className={styles.languageMark} data-language-mark="untranslated">
        {t('entry.lang.moduleUntranslated')}
      </span>
    );
  }
  return null;
}
