import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { DISPLAY_TYPES } from '../../../../shared/channel-ext.ts';
import type { ChannelNode, ContentItem } from '../../../../shared/contract/channel.ts';
import { EMPTY_CH_EXT, channelFormSchema, type ChannelFormInput, type ChannelFormValues } from '../../../../shared/contract/operator-channels.ts';
import { useT, type MessageKey } from '../../../i18n/index.ts';
import styles from '../admin.module.css';
import { ChannelPreview } from './ChannelPreview.tsx';
import { FilterGroupsField } from './FilterGroupsField.tsx';

export interface ChannelFormProps {
  /** The channel being edited, or undefined for a new one. */
  channel?: {
    id: number;
    parent_id: number | null;
    name: string;
    slot: string;
    is_recent_update: boolean;
    ch_ext: ChannelFormInput['ch_ext'];
    ch_ext_text: string;
    content_count: number;
    childCount: number;
  };
  /** A new channel's parent (null: top level). */
  parentId: number | null;
  title: string;
  previewItems: ContentItem[];
  previewChildren: ChannelNode[];
  onSubmit(values: ChannelFormValues): Promise<void>;
  onDelete?(): void;
}

const TEXT_FIELDS: Array<[keyof ChannelFormInput['ch_ext'], MessageKey]> = [
  ['icon', 'operator.field.icon'],
  ['icon_url', 'operator.field.iconUrl'],
  ['icon_url_pc', 'operator.field.iconUrlPc'],
  ['icon_url_pc_hover', 'operator.field.iconUrlPcHover'],
  ['king_kong_icon', 'operator.field.kingKongIcon'],
  ['jump_url', 'operator.field.jumpUrl'],
];

const FLAGS: Array<[keyof ChannelFormInput['ch_ext'], MessageKey]> = [
  ['show_in_catalog', 'operator.field.showInCatalog'],
  ['home_more', 'operator.field.homeMore'],
  ['is_latest', 'operator.field.isLatest'],
  ['open_for_create', 'operator.field.openForCreate'],
];

/** Name, place and every ch_ext attribute of a channel, with the reader's block previewed live. */
export function ChannelForm({ channel, parentId, title, previewItems, previewChildren, onSubmit, onDelete }: ChannelFormProps) {
  const t = useT();
  const topLevel = channel ? channel.parent_id === null : parentId === null;
  const form = useForm<ChannelFormInput, unknown, ChannelFormValues>({
    resolver: zodResolver(channelFormSchema),
    defaultValues: channel
      ? { name: channel.name, slot: channel.slot as ChannelFormInput['slot'], is_recent_update: channel.is_recent_update, ch_ext: channel.ch_ext }
      : { name: '', slot: topLevel ? 'position' : '', is_recent_update: false, ch_ext: EMPTY_CH_EXT },
  });
  const { register, control, handleSubmit, formState } = form;
  const errors = formState.errors;
  const watched = useWatch({ control });
  const liveExt = {
    ...EMPTY_CH_EXT,
    ...watched.ch_ext,
    filter: (watched.ch_ext?.filter ?? []).map((group) => ({
      label: group?.label ?? '',
      options: (group?.options ?? []).filter((o): o is string => typeof o === 'string'),
    })),
  };
  const error = (message: string | undefined) => (message ? <span className={styles.error}>{message}</span> : null);

  return (
    <form className={styles.panel} onSubmit={handleSubmit(onSubmit)} aria-label={title} noValidate>
      <h2>{title}</h2>
      <div className={styles.grid2}>
        <label className={styles.field}>
          <span>{t('operator.field.name')}</span>
          <input {...register('name')} aria-invalid={errors.name ? true : undefined} />
          {error(errors.name?.message)}
        </label>
        {topLevel ? (
          <label className={styles.field}>
            <span>{t('operator.field.slot')}</span>
            <select {...register('slot')}>
              <option value="position">{t('operator.field.slot.position')}</option>
              <option value="map">{t('operator.field.slot.map')}</option>
              <option value="">{t('operator.field.slot.none')}</option>
            </select>
          </label>
        ) : null}
        <label className={styles.field}>
          <span>{t('operator.field.displayType')}</span>
          <select {...register('ch_ext.display_type')}>
            {DISPLAY_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{t('operator.field.colPerRow')}</span>
          <input type="number" min={0} max={8} {...register('ch_ext.col_per_row', { valueAsNumber: true })} />
          {error(errors.ch_ext?.col_per_row?.message)}
        </label>
        <label className={styles.field}>
          <span>{t('operator.field.special')}</span>
          <select {...register('ch_ext.value')}>
            <option value="">{t('operator.field.special.none')}</option>
            <option value="contribute">{t('operator.field.special.contribute')}</option>
            <option value="calendar">{t('operator.field.special.calendar')}</option>
          </select>
        </label>
        {TEXT_FIELDS.map(([key, label]) => (
          <label key={key} className={styles.field}>
            <span>{t(label)}</span>
            <input {...register(`ch_ext.${key}` as 'ch_ext.icon')} />
            {error((errors.ch_ext?.[key] as { message?: string } | undefined)?.message)}
          </label>
        ))}
      </div>
      <div className={styles.checks}>
        {FLAGS.map(([key, label]) => (
          <label key={key}>
            <input type="checkbox" {...register(`ch_ext.${key}` as 'ch_ext.home_more')} />
            {t(label)}
          </label>
        ))}
        <label>
          <input type="checkbox" {...register('is_recent_update')} />
          {t('operator.field.recentUpdate')}
        </label>
      </div>
      <FilterGroupsField control={control} errors={errors} />
      <div className={styles.row}>
        <button type="submit" className={styles.primary} disabled={formState.isSubmitting}>
          {t('operator.save')}
        </button>
        {onDelete ? (
          <button
            type="button"
            className={styles.danger}
            onClick={onDelete}
            disabled={(channel?.content_count ?? 0) > 0 || (channel?.childCount ?? 0) > 0}
            title={t('operator.channels.deleteNotEmpty')}
          >
            {t('operator.delete')}
          </button>
        ) : null}
      </div>
      <ChannelPreview
        id={channel?.id ?? 0}
        name={watched.name ?? ''}
        chExt={liveExt}
        previous={channel?.ch_ext_text ?? '[]'}
        items={previewItems}
        childNodes={previewChildren}
      />
    </form>
  );
}
