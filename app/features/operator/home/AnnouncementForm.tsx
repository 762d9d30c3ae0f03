import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { announcementSaveSchema, type AnnouncementSaveInput, type OperatorAnnouncement } from '../../../../shared/contract/operator-home.ts';
import { useT } from '../../../i18n/index.ts';
import styles from '../admin.module.css';

/** The notice bar: text, speaker, pop-up, and whether this is a new version. */
export function AnnouncementForm({
  announcement,
  onSubmit,
}: {
  announcement: OperatorAnnouncement | null;
  onSubmit(values: AnnouncementSaveInput): Promise<void>;
}) {
  const t = useT();
  const { register, handleSubmit, formState } = useForm<AnnouncementSaveInput>({
    resolver: zodResolver(announcementSaveSchema),
    defaultValues: {
      text: announcement?.text ?? '',
      speaker: announcement?.speaker ?? '',
      pop_window: announcement?.pop_window ?? false,
      bump_version: announcement === null,
    },
  });
  return (
    <form className={styles.panel} onSubmit={handleSubmit(onSubmit)} aria-label={t('operator.home.announcement')} noValidate>
      <h2>{t('operator.home.announcement')}</h2>
      {announcement ? <p className={styles.meta}>{t('operator.home.version', { version: announcement.version })}</p> : null}
      <label className={styles.field}>
        <span>{t('operator.home.text')}</span>
        <textarea rows={3} {...register('text')} aria-invalid={formState.errors.text ? true : undefined} />
        {formState.errors.text ? <span className={styles.error}>{formState.errors.text.message}</span> : null}
      </label>
      <label className={styles.field} style={{ marginTop: 10 }}>
        <span>{t('operator.home.speaker')}</span>
        <input {...register('speaker')} />
      </label>
      <div className={styles.checks}>
        <label>
          <input type="checkbox" {...register('pop_window')} />
          {t('operator.home.popWindow')}
        </label>
        <label>
          <input type="checkbox" {...register('bump_version')} />
          {t('operator.home.bumpVersion')}
        </label>
      </div>
      <button type="submit" className={styles.primary} disabled={formState.isSubmitting}>
        {t('operator.save')}
      </button>
    </form>
  );
}
