import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { ACTIVITY_KINDS, activitySaveSchema, type ActivitySaveInput, type OperatorActivity } from '../../../../shared/contract/operator-living.ts';
import { useT } from '../../../i18n/index.ts';
import styles from '../admin.module.css';
import { DateTimeInput } from '../DateTimeInput.tsx';
import { ImageUrlInput } from '../ImageUrlInput.tsx';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A calendar activity: kind, picture, jump, time, drop days and rank. */
export function ActivityForm({
  appSn,
  activity,
  onSubmit,
}: {
  appSn: string;
  activity?: OperatorActivity;
  onSubmit(values: ActivitySaveInput): Promise<unknown>;
}) {
  const t = useT();
  const { register, control, handleSubmit, formState } = useForm<ActivitySaveInput>({
    resolver: zodResolver(activitySaveSchema),
    defaultValues: activity
      ? { ...activity, kind: activity.kind as ActivitySaveInput['kind'] }
      : { title: '', kind: 1, img_url: '', jump_type: 0, jump_url: '', content_id: 0, start_time: 0, end_time: 0, drop_day: [], break_type: 0, rank: null },
  });
  const errors = formState.errors;
  const title = activity ? `${t('operator.edit')} ${activity.title}` : t('operator.calendar.new');
  const number = { valueAsNumber: true } as const;
  return (
    <form className={styles.panel} onSubmit={handleSubmit(onSubmit)} aria-label={title} noValidate>
      <h2>{title}</h2>
      <div className={styles.grid2}>
        <label className={styles.field}>
          <span>{t('operator.field.title')}</span>
          <input {...register('title')} aria-invalid={errors.title ? true : undefined} />
          {errors.title ? <span className={styles.error}>{errors.title.message}</span> : null}
        </label>
        <label className={styles.field}>
          <span>{t('operator.calendar.kind')}</span>
          <select {...register('kind', number)}>
            {ACTIVITY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`operator.calendar.kind.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <Controller
          control={control}
          name="img_url"
          render={({ field }) => (
            <ImageUrlInput appSn={appSn} label={t('operator.calendar.image')} value={field.value} onChange={field.onChange} error={errors.img_url?.message} />
          )}
        />
        <label className={styles.field}>
          <span>{t('operator.field.jumpUrl')}</span>
          <input {...register('jump_url')} />
          {errors.jump_url ? <span className={styles.error}>{errors.jump_url.message}</span> : null}
        </label>
        <label className={styles.field}>
          <span>{t('operator.calendar.jumpType')}</span>
          <input type="number" min={0} max={9} {...register('jump_type', number)} />
        </label>
        <label className={styles.field}>
          <span>{t('operator.calendar.contentId')}</span>
          <input type="number" min={0} {...register('content_id', number)} />
          {errors.content_id ? <span className={styles.error}>{errors.content_id.message}</span> : null}
        </label>
        <label className={styles.field}>
          <span>{t('operator.calendar.breakType')}</span>
          <input type="number" min={0} max={9} {...register('break_type', number)} />
        </label>
        <Controller
          control={control}
          name="rank"
          render={({ field }) => (
            <label className={styles.field}>
              <span>{t('operator.calendar.rank')}</span>
              <input
                type="number"
                min={0}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
              />
            </label>
          )}
        />
        {(['start_time', 'end_time'] as const).map((key) => (
          <Controller
            key={key}
            control={control}
            name={key}
            render={({ field }) => (
              <label className={styles.field}>
                <span>{t(key === 'start_time' ? 'operator.field.start' : 'operator.field.end')}</span>
                <DateTimeInput value={field.value} onChange={field.onChange} invalid={Boolean(errors[key])} />
                {errors[key] ? <span className={styles.error}>{errors[key]?.message}</span> : null}
              </label>
            )}
          />
        ))}
      </div>
      <Controller
        control={control}
        name="drop_day"
        render={({ field }) => (
          <fieldset className={styles.checks}>
            <legend>{t('operator.calendar.dropDays')}</legend>
            {WEEKDAYS.map((day) => (
              <label key={day}>
                <input
                  type="checkbox"
                  checked={field.value.includes(day)}
                  onChange={(event) => field.onChange(event.target.checked ? [...field.value, day].sort() : field.value.filter((other) => other !== day))}
                />
                {day}
              </label>
            ))}
          </fieldset>
        )}
      />
      <button type="submit" className={styles.primary} disabled={formState.isSubmitting}>
        {t('operator.save')}
      </button>
    </form>
  );
}
