import { Link, useLocation } from 'react-router';
import { LANGUAGES, LANGUAGE_QUERY } from '../../../shared/language.ts';
import { loadLocale, useLocale, useT } from '../../i18n/index.ts';
import { rememberLanguage } from '../../i18n/remember-language.ts';
import styles from './LanguageSwitch.module.css';

/**
 * The language control of both headers: a link to this page in the other language (?lang=, which
 * works without script and is then remembered in the almanac_lang cookie). Its name says what it
 * does in the current language and names the target language in itself ("English", "中文").
 * Only the page's language is downloaded with the page (app/i18n/index.ts): the other one loads
 * when the switch is about to be used.
 */
export function LanguageSwitch({ variant }: { variant: 'mobile' | 'pc' }) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const target = LANGUAGES.find((language) => language !== locale) ?? LANGUAGES[0];
  const params = new URLSearchParams(location.search);
  params.set(LANGUAGE_QUERY, target);
  const name = t(`language.name.${target}`);
  return (
    <Link
      to={`${location.pathname}?${params.toString()}${location.hash}`}
      className={variant === 'pc' ? styles.pc : styles.mobile}
      hrefLang={target}
      preventScrollReset
      // The target language's messages start loading as the pointer comes near, at the latest
      // with the click, beside the page's data (the root renders the new language once both are in).
      onPointerEnter={() => void loadLocale(target).catch(() => {})}
      onClick={() => {
        rememberLanguage(target);
        void loadLocale(target).catch(() => {});
      }}
      data-language-switch={target}
      title={t('language.current', { language: t(`language.name.${locale}`) })}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className={styles.icon}>
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path
          d="M3 12h18M12 3c2.6 2.7 3.9 5.7 3.9 9s-1.3 6.3-3.9 9c-2.6-2.7-3.9-5.7-3.9-9S9.4 5.7 12 3z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span className="visually-hidden">{t('language.switch')}: </span>
      {/* Short in both headers ("EN", "中"), the whole name for assistive technology: the desktop header fits its 1200 px. */}
      <span lang={target} aria-hidden="true">
        {t(`language.short.${target}`)}
      </span>
      <span lang={target} className="visually-hidden">
        {name}
      </span>
    </Link>
  );
}
