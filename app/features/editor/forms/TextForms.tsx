import { useT } from '../../../i18n/index.ts';
import { RichTextField } from '../rich/RichTextField.tsx';
import { Checkbox, ItemList, TextInput } from './parts.tsx';
import type { FormProps } from './types.ts';
import styles from '../editor.module.css';

export function RichTextForm({ data, onChange, readOnly }: FormProps<'rich_text'>) {
  const t = useT();
  return <RichTextField label={t('editor.rich.area')} value={data.doc} onChange={(doc) => onChange({ ...data, doc })} readOnly={readOnly} />;
}

export function TabsForm({ data, onChange, readOnly }: FormProps<'tabs'>) {
  const t = useT();
  return (
    <ItemList
      items={data.tabs}
      onChange={(tabs) => onChange({ ...data, tabs })}
      create={() => ({ name: t('editor.field.newTab', { n: data.tabs.length + 1 }), doc: [] })}
      addLabel={t('editor.field.addTab')}
      min={1}
      max={20}
      readOnly={readOnly}
      nameOf={(tab) => tab.name}
      render={(tab, update) => (
        <div className={styles.stack}>
          <TextInput
            label={t('editor.field.tabName')}
            value={tab.name}
            maxLength={50}
            required
            readOnly={readOnly}
            onChange={(name) => update({ ...tab, name })}
          />
          <RichTextField label={`${tab.name} ${t('editor.rich.area')}`} value={tab.doc} onChange={(doc) => update({ ...tab, doc })} readOnly={readOnly} />
        </div>
      )}
    />
  );
}

export function SwitchForm({ data, onChange, readOnly }: FormProps<'switch'>) {
  const t = useT();
  return (
    <div className={styles.stack}>
      <TextInput label={t('editor.field.label')} value={data.label} maxLength={50} readOnly={readOnly} onChange={(label) => onChange({ ...data, label })} />
      <ItemList
        items={data.options}
        onChange={(options) => onChange({ ...data, options })}
        create={() => ({ name: `${data.options.length + 1}`, doc: [] })}
        addLabel={t('editor.field.addOption')}
        min={1}
        max={20}
        readOnly={readOnly}
        nameOf={(option) => option.name}
        render={(option, update) => (
          <div className={styles.stack}>
            <TextInput
              label={t('editor.field.optionName')}
              value={option.name}
              maxLength={50}
              required
              readOnly={readOnly}
              onChange={(name) => update({ ...option, name })}
            />
            <RichTextField
              label={`${option.name} ${t('editor.rich.area')}`}
              value={option.doc}
              onChange={(doc) => update({ ...option, doc })}
              readOnly={readOnly}
            />
          </div>
        )}
      />
    </div>
  );
}

export function FoldForm({ data, onChange, readOnly }: FormProps<'fold'>) {
  const t = useT();
  return (
    <div className={styles.stack}>
      <TextInput
        label={t('editor.field.title')}
        value={data.title}
        maxLength={100}
        required
        readOnly={readOnly}
        onChange={(title) => onChange({ ...data, title })}
      />
      <Checkbox label={t('editor.field.openByDefault')} checked={data.open} disabled={readOnly} onChange={(open) => onChange({ ...data, open })} />
      <RichTextField label={`${data.title} ${t('editor.rich.area')}`} value={data.doc} onChange={(doc) => onChange({ ...data, doc })} readOnly={readOnly} />
    </div>
  );
}
