import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { LANGUAGES, editionSettingsSchema, type EditionSettingsInput, type OperatorEdition } from '../../../../shared/contract/operator.ts';
import { useT } from '../../../i18n/index.ts';
import styles from '../admin.module.css';
import { ImageUrlInput } from '../ImageUrlInput.tsx';
import { EditionFlags, EditionLanguageField, EditionTextField, EditionTimeZoneField } from './EditionFields.tsx';

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
          <EditionTextField key={key} label={t(label)} field={register(key)} error={errors[key]?.message} />
        ))}
        <EditionLanguageField field={register('default_lang')} />
        <EditionTimeZoneField field={register('time_zone')} error={errors.time_zone?.message} />
        <Controller
          control={control}
          name="logo_url"
          render={({ field }) => (
            <ImageUrlInput
              appSn={edition.app_sn}
              label={t('operator.edition.logo')}
              value={field.value}
              onChange={field.onChange}
              error={errors.logo_url?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="head_img_url"
          render={({ field }) => (
            <ImageUrlInput
              appSn={edition.app_sn}
              label={t('operator.edition.headImg')}
              value={field.value}
              onChange={field.onChange}
              error={errors.head_img_url?.message}
            />
          )}
        />
      </div>
      <EditionFlags loginRequired={register('login_required')} isTest={register('is_test')} />
      <button type="submit" className={styles.primary} disabled={formState.isSubmitting}>
        {t('operator.save')}
      </button>
    </form>
  );
}
