import { Controller, useFieldArray, type Control, type FieldErrors } from 'react-hook-form';
import type { ChannelFormInput } from '../../../../shared/contract/operator-channels.ts';
import { useT } from '../../../i18n/index.ts';
import styles from '../admin.module.css';

const splitOptions = (text: string) =>
  text
    .split(/[,，、]/)
    .map((option) => option.trim())
    .filter((option, index, all) => option !== '' && all.indexOf(option) === index);

/** The channel's filter definition: groups, each a label and its options. */
export function FilterGroupsField({ control, errors }: { control: Control<ChannelFormInput>; errors: FieldErrors<ChannelFormInput> }) {
  const t = useT();
  const { fields, append, remove } = useFieldArray({ control, name: 'ch_ext.filter' });
  return (
    <fieldset>
      <legend>{t('operator.filters')}</legend>
      {fields.map((field, index) => {
        const groupErrors = errors.ch_ext?.filter?.[index];
        return (
          <div key={field.id} className={styles.group}>
            <Controller
              control={control}
              name={`ch_ext.filter.${index}.label`}
              render={({ field: input }) => (
                <label className={styles.field}>
                  <span>{t('operator.filters.label')}</span>
                  <input {...input} />
                  {groupErrors?.label ? <span className={styles.error}>{groupErrors.label.message}</span> : null}
                </label>
              )}
            />
            <Controller
              control={control}
              name={`ch_ext.filter.${index}.options`}
              render={({ field: input }) => (
                <label className={styles.field}>
                  <span>{t('operator.filters.options')}</span>
                  <input defaultValue={input.value.join(', ')} onChange={(event) => input.onChange(splitOptions(event.target.value))} onBlur={input.onBlur} />
                  {groupErrors?.options ? <span className={styles.error}>{groupErrors.options.message ?? groupErrors.options.root?.message}</span> : null}
                </label>
              )}
            />
            <button type="button" className={styles.small} onClick={() => remove(index)}>
              {t('operator.filters.remove')}
            </button>
          </div>
        );
      })}
      <button type="button" className={styles.button} onClick={() => append({ label: '', options: [] })}>
        {t('operator.filters.add')}
      </button>
    </fieldset>
  );
}
