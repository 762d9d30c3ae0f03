import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { gachaPoolSaveSchema, type AudioUpload, type GachaPoolSaveInput, type OperatorGachaPool } from '../../../../shared/contract/operator-living.ts';
import { useT } from '../../../i18n/index.ts';
import styles from '../admin.module.css';
import { DateTimeInput } from '../DateTimeInput.tsx';
import { ImageUrlInput } from '../ImageUrlInput.tsx';
import { VoiceClipInput } from './VoiceClipInput.tsx';

const now = () => Math.floor(Date.now() / 1000);

/** A gacha pool: title, links, characters, the voice clip (a stored audio upload) and its time. */
export function PoolForm({
  appSn,
  pool,
  clips,
  onSubmit,
}: {
  appSn: string;
  pool?: OperatorGachaPool;
  clips: AudioUpload[];
  onSubmit(values: GachaPoolSaveInput): Promise<unknown>;
}) {
  const t = useT();
  const { register, control, handleSubmit, formState } = useForm<GachaPoolSaveInput>({
    resolver: zodResolver(gachaPoolSaveSchema),
    defaultValues: pool
      ? { ...pool, voice_status: pool.voice_status === 1 ? 1 : 0 }
      : {
          title: '',
          activity_url: '',
          content_before_act: '',
          pool: [],
          voice_icon: '',
          voice_url: '',
          voice_status: 0,
          start_time: now(),
          end_time: now() + 14 * 86_400,
        },
  });
  const errors = formState.errors;
  const title = pool ? `${t('operator.edit')} ${pool.title}` : t('operator.pools.new');
  return (
    <form className={styles.panel} onSubmit={handleSubmit(onSubmit)} aria-label={title} noValidate>
      <h2>{title}</h2>
      <div className={styles.grid2}>
        <label className={styles.field}>
          <span>{t('operator.pools.name')}</span>
          <input {...register('title')} aria-invalid={errors.title ? true : undefined} />
          {errors.title ? <span className={styles.error}>{errors.title.message}</span> : null}
        </label>
        <label className={styles.field}>
          <span>{t('operator.pools.activityUrl')}</span>
          <input {...register('activity_url')} />
          {errors.activity_url ? <span className={styles.error}>{errors.activity_url.message}</span> : null}
        </label>
        <label className={styles.field}>
          <span>{t('operator.pools.before')}</span>
          <input {...register('content_before_act')} />
        </label>
        <Controller
          control={control}
          name="voice_icon"
          render={({ field }) => (
            <ImageUrlInput
              appSn={appSn}
              label={t('operator.pools.voiceIcon')}
              value={field.value}
              onChange={field.onChange}
              error={errors.voice_icon?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="voice_url"
          render={({ field }) => <VoiceClipInput appSn={appSn} value={field.value} onChange={field.onChange} clips={clips} error={errors.voice_url?.message} />}
        />
        <Controller
          control={control}
          name="start_time"
          render={({ field }) => (
            <label className={styles.field}>
              <span>{t('operator.field.start')}</span>
              <DateTimeInput value={field.value} onChange={field.onChange} />
            </label>
          )}
        />
        <Controller
          control={control}
          name="end_time"
          render={({ field }) => (
            <label className={styles.field}>
              <span>{t('operator.field.end')}</span>
              <DateTimeInput value={field.value} onChange={field.onChange} invalid={Boolean(errors.end_time)} />
              {errors.end_time ? <span className={styles.error}>{errors.end_time.message}</span> : null}
            </label>
          )}
        />
      </div>
      <Controller
        control={control}
        name="pool"
        render={({ field }) => (
          <label className={styles.field} style={{ marginTop: 10 }}>
            <span>{t('operator.pools.characters')}</span>
            <textarea
              rows={3}
              defaultValue={field.value.map((entry) => `${entry.icon} ${entry.url}`.trim()).join('\n')}
              onChange={(event) =>
                field.onChange(
                  event.target.value
                    .split('\n')
                    .map((line) => line.trim().split(/\s+/))
                    .filter((parts) => parts[0])
                    .map(([icon = '', url = '']) => ({ icon, url })),
                )
              }
            />
            {errors.pool ? <span className={styles.error}>{errors.pool.message ?? t('operator.failed', { message: 'pool' })}</span> : null}
          </label>
        )}
      />
      <div className={styles.checks}>
        <Controller
          control={control}
          name="voice_status"
          render={({ field }) => (
            <label>
              {/* voice_status 0 is online, 1 offline. */}
              <input type="checkbox" checked={field.value === 0} onChange={(event) => field.onChange(event.target.checked ? 0 : 1)} />
              {t('operator.pools.voiceOn')}
            </label>
          )}
        />
      </div>
      <button type="submit" className={styles.primary} disabled={formState.isSubmitting}>
        {t('operator.save')}
      </button>
    </form>
  );
}
