import { useLocale, useT } from '../../i18n/index.ts';
import { languageName } from '../../lib/format/language-name.ts';
import styles from './MyWords.module.css';

/** A translation's language beside a draft or submission (issue 31); nothing for an edit of the source ('' ). */
export function LanguageBadge({ lang, className = styles.badge }: { lang: string | undefined; className?: string | undefined }) {
  const t = useT();
  const locale = useLocale();
  if (!lang) return null;
  return (
    <span className={className} data-lang={lang}>
      {t('contributing.lang.translation', { language: languageName(lang, locale) })}
    </span>
  );
}
