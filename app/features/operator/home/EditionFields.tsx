import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { LANGUAGES } from '../../../../shared/contract/operator.ts';
import { useT } from '../../../i18n/index.ts';
import styles from '../admin.module.css';

/** The zones the runtime knows, for the time zone field's suggestions. */
const timeZoneNames = (): string[] => ['UTC', ...(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [])];

/** A labelled text input of an edition form, with its error under it. */
export function EditionTextField({
  label,
  field,
  error,
  example,
}: {
  label: string;
  field: UseFormRegisterReturn;
  error?: string | undefined;
  example?: string | undefined;
}) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <input {...field} placeholder={example} aria-invalid={error ? true : undefined} autoComplete="off" />
      {error ? <span className={styles.error}>{error}</span> : null}
    </label>
  );
}

/** The edition's default language. */
export function EditionLanguageField({ field }: { field: UseFormRegisterReturn }) {
  const t = useT();
  return (
    <label className={styles.field}>
      <span>{t('operator.edition.lang')}</span>
      <select {...field}>
        {LANGUAGES.map((lang) => (
          <option key={lang} value={lang}>
            {lang}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The edition's clock: an IANA zone, typed with the runtime's zones as suggestions. */
export function EditionTimeZoneField({ field, error }: { field: UseFormRegisterReturn; error?: string | undefined }) {
  const t = useT();
  const zones = useId();
  return (
    <label className={styles.field}>
      <span>{t('operator.edition.timeZone')}</span>
      <input {...field} list={zones} autoComplete="off" spellCheck={false} aria-invalid={error ? true : undefined} />
      <datalist id={zones}>
        {timeZoneNames().map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      {error ? <span className={styles.error}>{error}</span> : null}
    </label>
  );
}

/** The edition's two switches: sign-in required, and the test notice. */
export function EditionFlags({ loginRequired, isTest }: { loginRequired: UseFormRegisterReturn; isTest: UseFormRegisterReturn }) {
  const t = useT();
  return (
    <div className={styles.checks}>
      <label>
        <input type="checkbox" {...loginRequired} />
        {t('operator.edition.loginRequired')}
      </label>
      <label>
        <input type="checkbox" {...isTest} />
        {t('operator.edition.isTest')}
      </label>
    </div>
  );
}
