import { Suspense, useId, useState } from 'react';
import type { EntryDoc } from '../../../shared/contract/entry-page.ts';
import { useT } from '../../i18n/index.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import { useApiAnswer } from '../../lib/route-data.ts';
import { TextArea, TextInput } from './forms/parts.tsx';
import { editorApi } from './session/editor-api.ts';
import { ImageField } from './upload/ImageField.tsx';
import styles from './editor.module.css';

const MAX_ALIASES = 20;

function Aliases({ aliases, onChange }: { aliases: string[]; onChange: (aliases: string[]) => void }) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const add = () => {
    const alias = text.trim();
    if (!alias || aliases.includes(alias) || aliases.length >= MAX_ALIASES) return;
    onChange([...aliases, alias]);
    setText('');
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {t('editor.page.aliases')}
      </label>
      <ul className={styles.chips}>
        {aliases.map((alias) => (
          <li key={alias} className={styles.chip}>
            {alias}
            <button
              type="button"
              className={styles.chipRemove}
              aria-label={t('editor.field.removeNamed', { name: alias })}
              onClick={() => onChange(aliases.filter((other) => other !== alias))}
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.inlineFields}>
        <input
          id={id}
          className={styles.input}
          value={text}
          maxLength={100}
          placeholder={t('editor.page.aliasPlaceholder')}
          disabled={aliases.length >= MAX_ALIASES}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && (event.preventDefault(), add())}
        />
        <button type="button" className={styles.smallButton} onClick={add}>
          {t('editor.page.aliasAdd')}
        </button>
      </div>
    </div>
  );
}

/**
 * The channel's filter categories as checkboxes; the values are stored {category: [option...]}.
 * Nothing shows until they are read (PageFields' Suspense); none when they cannot be.
 */
function Filters({ menuId, values, onChange }: { menuId: number; values: Record<string, string[]>; onChange: (values: Record<string, string[]>) => void }) {
  const t = useT();
  const { edition } = useWiki();
  const answer = useApiAnswer(`menu-filters:${edition.app_sn}:${menuId}`, () => editorApi.filters(edition.app_sn, menuId));
  const groups = answer.status === 'ready' ? answer.data.filters : [];

  const toggle = (group: string, option: string, on: boolean) => {
    const current = values[group] ?? [];
    const next = on ? [...current, option] : current.filter((value) => value !== option);
    const { [group]: _old, ...rest } = values;
    onChange(next.length > 0 ? { ...rest, [group]: next } : rest);
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>{t('editor.page.filters')}</legend>
      {groups.length === 0 ? <p className={styles.muted}>{t('editor.page.noFilters')}</p> : null}
      {groups.map((group) => (
        <div key={group.key} className={styles.filterGroup} role="group" aria-label={group.text}>
          <span className={styles.filterName}>{group.text}</span>
          {group.values.map((option) => (
            <label key={option.id} className={styles.check}>
              <input
                type="checkbox"
                checked={(values[group.key] ?? []).includes(option.value)}
                onChange={(event) => toggle(group.key, option.value, event.target.checked)}
              />
              <span>{option.value}</span>
            </label>
          ))}
        </div>
      ))}
    </fieldset>
  );
}

/** The page's own fields: name, description, icon, header image, aliases and the channel's filter values. */
export function PageFields({ doc, menuId, change }: { doc: EntryDoc; menuId: number; change: (update: (doc: EntryDoc) => EntryDoc) => void }) {
  const t = useT();
  const set = (fields: Partial<EntryDoc>) => change((current) => ({ ...current, ...fields }));
  return (
    <section className={styles.pageFields} aria-label={t('editor.pageInfo')}>
      <TextInput label={t('editor.page.name')} value={doc.name} maxLength={100} required onChange={(name) => set({ name })} />
      <TextArea label={t('editor.page.desc')} value={doc.desc} maxLength={500} onChange={(desc) => set({ desc })} />
      <div className={styles.row2}>
        <ImageField label={t('editor.page.icon')} value={doc.icon_url} onChange={(icon_url) => set({ icon_url })} />
        <ImageField label={t('editor.page.header')} value={doc.header_img_url} onChange={(header_img_url) => set({ header_img_url })} />
      </div>
      <Aliases aliases={doc.aliases} onChange={(aliases) => set({ aliases })} />
      <Suspense fallback={null}>
        <Filters menuId={menuId} values={doc.filter_values} onChange={(filter_values) => set({ filter_values })} />
      </Suspense>
    </section>
  );
}
