import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { bannerSaveSchema, type BannerSaveInput, type OperatorBanner } from '../../../../shared/contract/operator-home.ts';
import { useT } from '../../../i18n/index.ts';
import styles from '../admin.module.css';
import { ImageUrlInput } from '../ImageUrlInput.tsx';

/** One banner's form (a new one when banner is undefined). */
export function BannerForm({ appSn, banner, onSubmit }: { appSn: string; banner?: OperatorBanner; onSubmit(values: BannerSaveInput): Promise<unknown> }) {
  const t = useT();
  const { register, control, handleSubmit, formState, reset } = useForm<BannerSaveInput>({
    resolver: zodResolver(bannerSaveSchema),
    defaultValues: banner
      ? { id: banner.id, title: banner.title, image_url: banner.image_url, jump_url: banner.jump_url }
      : { title: '', image_url: '', jump_url: '' },
  });
  const errors = formState.errors;
  const submit = async (values: BannerSaveInput) => {
    await onSubmit(values);
    if (!banner) reset();
  };
  return (
    <form
      className={styles.placement}
      onSubmit={handleSubmit(submit)}
      aria-label={banner ? `${t('operator.edit')} ${banner.title || banner.id}` : t('operator.home.newBanner')}
      noValidate
    >
      <div className={styles.grid2}>
        <label className={styles.field}>
          <span>{t('operator.home.bannerTitle')}</span>
          <input {...register('title')} />
        </label>
        <Controller
          control={control}
          name="image_url"
          render={({ field }) => (
            <ImageUrlInput
              appSn={appSn}
              label={t('operator.home.bannerImage')}
              value={field.value}
              onChange={field.onChange}
              error={errors.image_url?.message}
            />
          )}
        />
        <label className={styles.field}>
          <span>{t('operator.home.bannerJump')}</span>
          <input {...register('jump_url')} />
          {errors.jump_url ? <span className={styles.error}>{errors.jump_url.message}</span> : null}
        </label>
      </div>
      <div className={styles.row}>
        <button type="submit" className={styles.primary} disabled={formState.isSubmitting}>
          {banner ? t('operator.save') : t('operator.home.newBanner')}
        </button>
      </div>
    </form>
  );
}
