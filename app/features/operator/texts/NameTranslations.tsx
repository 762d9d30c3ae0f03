import { useState, type FormEvent } from 'react';
import { TEXT_MAX, type TextKind, type TextsAnswer } from '../../../../shared/contract/operator-texts.ts';
import { operatorTextsEn, operatorTextsZh, type OperatorTextsKey } from '../../../i18n/catalog/operator-texts.ts';
import { addMessages, useLocale, useT, type MessageKey } from '../../../i18n/index.ts';
import { languageName } from '../../../lib/format/language-name.ts';
import styles from '../admin.module.css';
import { useOperator } from '../use-operator.ts';
import own from './Texts.module.css';

// The disclosure's messages come with its code (the console's own area does not carry them).
addMessages({ 'zh-CN': operatorTextsZh, 'en-US': operatorTextsEn });

/**
 * "Translations" under a channel, banner, gacha pool or calendar activity (issue 31): one field
 * per content language of the edition besides its source, the stored text in it; an empty field
 * clears that language (readers of it see the source's text). Nothing when the edition has one
 * language. Saving writes every field at once (texts/save), then the page's data reloads.
 */
export function NameTranslations({ kind, refId, name, texts }: { kind: TextKind; refId: number; name: string; texts: TextsAnswer }) {
  const translate = useT();
  const t = (key: OperatorTextsKey, vars?: Record<string, string | number>) => translate(key as MessageKey, vars);
  const locale = useLocale();
  const write = useOperator();
  const [saving, setSaving] = useState(false);
  if (texts.langs.length === 0) return null;
  const stored = texts.texts[String(refId)] ?? {};
  const max = TEXT_MAX[kind];
  const filled = texts.langs.filter((lang) => stored[lang]).length;
  const id = `texts-${kind}-${refId}`;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries(texts.langs.map((lang) => [lang, String(form.get(lang) ?? '').trim()]));
    setSaving(true);
    try {
      await write('texts.saveTexts', { kind, ref_id: refId, texts: values }, t('operator.texts.saved'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <details className={own.translations} data-testid={id}>
      <summary>{t('operator.texts.summary', { count: filled, total: texts.langs.length })}</summary>
      {/* Keyed by the stored texts: a save's reload shows what was stored. */}
      <form key={JSON.stringify(stored)} className={own.fields} onSubmit={(event) => void save(event)} aria-label={t('operator.texts.title', { name })}>
        <p className={styles.hint}>{t('operator.texts.hint', { source: languageName(texts.source, locale) })}</p>
        {texts.langs.map((lang) => (
          <label key={lang} className={styles.field}>
            <span>{t('operator.texts.field', { language: languageName(lang, locale), code: lang })}</span>
            <input name={lang} lang={lang} defaultValue={stored[lang] ?? ''} placeholder={name} maxLength={max} />
          </label>
        ))}
        <div className={styles.row}>
          <button type="submit" className={styles.primary} disabled={saving}>
            {t('operator.texts.save')}
          </button>
        </div>
      </form>
    </details>
  );
}
