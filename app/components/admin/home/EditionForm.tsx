import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { LANGUAGES, editionSettingsSchema, type EditionSettingsInput, type OperatorEdition } from '../../../../shared/contract/operator.ts';
import { useT } from '../../../i18n/index.ts';
import styles from '../admin.module.css';
import { ImageUrlInput } from '../ImageUrlInput.tsx';

/** The zones the runtime knows, for the time zone field's suggestions. */
const timeZoneNames = (): string[] => ['UTC', ...(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [])];

/** Edition settings, including the navbar's logo and background and the edition's clock. */
export function EditionForm({ edition, onSubmit }: { edition: OperatorEdition; onSubmit(values: EditionSettingsInput): Promise<void> }) {
  const t = useT();
  const { register, control, handleSubmit, formState } = useForm<EditionSettingsInput>({
    resolver: zodResolver(editionSettingsSchema),
    defaultValues: {
      name: edition.name,
      app_sn: edition.app_sn,
      base_path: edition.base_path,
      login_required: edition.login_required,
      is_test: edition.is_test,
      time_zone: edition.time_zone,
      default_lang: (LANGUAGES as readonly string[]).includes(edition.default_lang) ? (edition.default_lang as EditionSettingsInput['default_lang']) : 'zh-CN',
      logo_url: edition.logo_url,
      head_img_url: edition.head_img_url,
      about_url: edition.about_url,
      apply_url: edition.apply_url,
    },
  });
  const errors = formState.errors;
  return (
    <form className={styles.panel} onSubmit={handleSubmit(onSubmit)} aria-label={t('operator.edition.settings')} noValidate>
      <h2>{t('operator.edition.settings')}</h2>
      <div className={styles.grid2}>
        {(
          [
            ['name', 'operator.edition.name'],
            ['app_sn', 'operator.edition.appSn'],
            ['base_path', 'operator.edition.basePath'],
            ['about_url', 'operator.edition.aboutUrl'],
            ['apply_url', 'operator.edition.applyUrl'],
          ] as const
        ).map(([key, label]) => (
          <label key={key} className={styles.field}>
            <span>{t(label)}</span>
            <input {...register(key)} aria-invalid={errors[key] ? true : undefined} />
            {errors[key] ? <span className={styles.error}>{errors[key]?.message}</span> : null}
          </label>
        ))}
        <label className={styles.field}>
          <span>{t('operator.edition.lang')}</span>
          <select {...register('default_lang')}>
            {LANGUAGES.map((lang) => (
              <option key={lang} value={lang}>
                {lang}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{t('operator.edition.timeZone')}</span>
          <input {...register('time_zone')} list="edition-time-zones" autoComplete="off" spellCheck={false} aria-invalid={errors.time_zone ? true : undefined} />
          <datalist id="edition-time-zones">
            {timeZoneNames().map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
          {errors.time_zone ? <span className={styles.error}>{errors.time_zone.message}</span> : null}
        </label>
        <Controller control={control} name="logo_url" render={({ field }) => <ImageUrlInput appSn={edition.app_sn} label={t('operator.edition.logo')} value={field.value} onChange={field.onChange} error={errors.logo_url?.message} />} />
        <Controller control={control} name="head_img_url" render={({ field }) => <ImageUrlInput appSn={edition.app_sn} label={t('operator.edition.headImg')} value={field.value} onChange={field.onChange} error={errors.head_img_url?.message} />} />
      </div>
      <div className={styles.checks}>
        <label>
          <input type="checkbox" {...register('login_required')} />
          {t('operator.edition.loginRequired')}
        </label>
        <label>
          <input type="checkbox" {...register('is_test')} />
          {t('operator.edition.isTest')}
        </label>
      </div>
      <button type="submit" className={styles.primary} disabled={formState.isSubmitting}>
        {t('operator.save')}
      </button>
    </form>
  );
}
