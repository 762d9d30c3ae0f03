import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { editionCreateSchema, type EditionCreateInput } from '../../../../shared/contract/operator.ts';
import { DEFAULT_TIME_ZONE } from '../../../../shared/time-zone.ts';
import { useT } from '../../../i18n/index.ts';
import styles from '../admin.module.css';
import { ImageUrlInput } from '../ImageUrlInput.tsx';
import { EditionFlags, EditionLanguageField, EditionTextField, EditionTimeZoneField } from './EditionFields.tsx';

const EMPTY: EditionCreateInput = {
  name: '',
  app_sn: '',
  game: '',
  base_path: '',
  login_required: false,
  is_test: false,
  default_lang: 'zh-CN',
  time_zone: DEFAULT_TIME_ZONE,
  logo_url: '',
  head_img_url: '',
};

/** A new edition: the settings an edition has, and the slug of its /hoyowiki/ alias. Validated with the API's schema. */
export function EditionCreateForm({ appSn, onSubmit }: { appSn: string; onSubmit(values: EditionCreateInput): Promise<boolean> }) {
  const t = useT();
  const { register, control, handleSubmit, formState, reset } = useForm<EditionCreateInput>({
    resolver: zodResolver(editionCreateSchema),
    defaultValues: EMPTY,
  });
  const errors = formState.errors;
  return (
    <form
      className={styles.panel}
      onSubmit={handleSubmit(async (values) => {
        if (await onSubmit(values)) reset(EMPTY);
      })}
      aria-label={t('operator.edition.create')}
      noValidate
    >
      <h2>{t('operator.edition.create')}</h2>
      <p className={styles.hint}>{t('operator.edition.createHint')}</p>
      <div className={styles.grid2}>
        {(
          [
            ['name', 'operator.edition.name', 'Moonlit Wiki'],
            ['app_sn', 'operator.edition.appSn', 'moon_wiki'],
            ['game', 'operator.edition.game', 'moonlit'],
            ['base_path', 'operator.edition.basePath', '/moon/wiki/'],
          ] as const
        ).map(([key, label, example]) => (
          <EditionTextField key={key} label={t(label)} field={register(key)} error={errors[key]?.message} example={example} />
        ))}
        <EditionLanguageField field={register('default_lang')} />
        <EditionTimeZoneField field={register('time_zone')} error={errors.time_zone?.message} />
        <Controller
          control={control}
          name="logo_url"
          render={({ field }) => (
            <ImageUrlInput appSn={appSn} label={t('operator.edition.logo')} value={field.value} onChange={field.onChange} error={errors.logo_url?.message} />
          )}
        />
      </div>
      <EditionFlags loginRequired={register('login_required')} isTest={register('is_test')} />
      <button type="submit" className={styles.primary} disabled={formState.isSubmitting}>
        {t('operator.edition.create')}
      </button>
    </form>
  );
}
