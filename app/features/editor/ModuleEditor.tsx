import { useId, useState } from 'react';
import { defaultComponent } from '../../../shared/contract/component-defaults.ts';
import type { ComponentType } from '../../../shared/contract/entry-page-components.ts';
import type { EntryDoc, EntryModule } from '../../../shared/contract/entry-page.ts';
import type { ModuleLockWire } from '../../../shared/contract/contributing.ts';
import { useT } from '../../i18n/index.ts';
import { ComponentForm } from './forms/ComponentForm.tsx';
import { Checkbox, TextInput } from './forms/parts.tsx';
import { useFormat } from '../../lib/format/use-format.ts';
import { addComponent, deleteComponent, moveComponent, replaceComponent, updateModule } from './state/outline.ts';
import styles from './editor.module.css';

/** The component types as the catalogue names them (the key is per type). */
export const typeKey = (type: ComponentType) => `editor.type.${type}` as const;

/**
 * Every component type, in the add menu's order. Listed here rather than read from the contract
 * module, which would bring the schema library into the editor's bundle; the record type makes
 * the compiler name a missing type.
 */
const ADDABLE: Record<ComponentType, number> = {
  rich_text: 0,
  table: 1,
  tabs: 2,
  switch: 3,
  fold: 4,
  gallery: 5,
  materials: 6,
  filter_list: 7,
  card: 8,
  voice: 9,
  relic_story: 10,
  // The publisher's types (character, weapon and artifact pages).
  baseInfo: 11,
  gallery_character: 12,
  ascension: 13,
  talent: 14,
  summaryList: 15,
  story: 16,
  reliquary_set_effect: 17,
  artifact_list: 18,
};
const COMPONENT_TYPES = (Object.keys(ADDABLE) as ComponentType[]).sort((a, b) => ADDABLE[a] - ADDABLE[b]);

interface ModuleEditorProps {
  module: EntryModule;
  change: (update: (doc: EntryDoc) => EntryDoc) => void;
  /** Another editor's lock on this module: it is read-only here. */
  lockedBy: ModuleLockWire | undefined;
  lockMine: boolean;
}

/** One module: its name, the folded-on-first-view switch and its components, each with its form. */
export function ModuleEditor({ module, change, lockedBy, lockMine }: ModuleEditorProps) {
  const t = useT();
  const format = useFormat();
  const typeId = useId();
  const [type, setType] = useState<ComponentType>('rich_text');
  const readOnly = lockedBy !== undefined;
  const count = module.components.length;
  // The first named part of a new component (a tab, a column, a title...).
  const startName = (of: ComponentType) =>
    of === 'tabs' ? t('editor.field.newTab', { n: 1 }) : of === 'table' ? t('editor.field.newColumn', { n: 1 }) : t('editor.field.newItem', { n: 1 });

  return (
    <section className={styles.moduleEditor} aria-label={t('editor.moduleActions', { name: module.name })} data-module-editor={module.id}>
      {lockedBy ? (
        <p className={styles.lockBanner} role="status">
          {t('editor.lockedBy', { name: lockedBy.user.name, time: format.clock(lockedBy.expires_at) })}
        </p>
      ) : lockMine ? (
        <p className={styles.lockMine}>{t('editor.lockMine')}</p>
      ) : null}
      <div className={styles.moduleHead}>
        <TextInput
          label={t('editor.moduleName')}
          value={module.name}
          maxLength={100}
          required
          readOnly={readOnly}
          onChange={(name) => change((doc) => updateModule(doc, module.id, { name }))}
        />
        <Checkbox
          label={t('editor.folded')}
          checked={module.is_poped}
          disabled={readOnly}
          onChange={(is_poped) => change((doc) => updateModule(doc, module.id, { is_poped }))}
        />
      </div>
      {count === 0 ? <p className={styles.emptyNote}>{t('editor.noComponents')}</p> : null}
      {module.components.map((component, index) => {
        const name = t('editor.componentOf', { n: index + 1, type: t(typeKey(component.component_id)) });
        return (
          <article key={`${module.id}:${index}`} className={styles.componentCard} aria-label={name} data-component={component.component_id}>
            <header className={styles.componentHead}>
              <h4 className={styles.componentTitle}>{name}</h4>
              {readOnly ? null : (
                <div className={styles.itemActions}>
                  <button
                    type="button"
                    className={styles.iconButton}
                    aria-label={`${t('editor.moveUp')} ${name}`}
                    disabled={index === 0}
                    onClick={() => change((doc) => moveComponent(doc, module.id, index, -1))}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={styles.iconButton}
                    aria-label={`${t('editor.moveDown')} ${name}`}
                    disabled={index === count - 1}
                    onClick={() => change((doc) => moveComponent(doc, module.id, index, 1))}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className={styles.iconButton}
                    aria-label={`${t('editor.delete')} ${name}`}
                    onClick={() =>
                      window.confirm(t('editor.deleteComponentConfirm', { type: t(typeKey(component.component_id)) })) &&
                      change((doc) => deleteComponent(doc, module.id, index))
                    }
                  >
                    ✕
                  </button>
                </div>
              )}
            </header>
            <ComponentForm component={component} readOnly={readOnly} onChange={(next) => change((doc) => replaceComponent(doc, module.id, index, next))} />
          </article>
        );
      })}
      {readOnly ? null : (
        <div className={styles.addComponent}>
          <label htmlFor={typeId} className={styles.label}>
            {t('editor.componentType')}
          </label>
          <select id={typeId} className={styles.select} value={type} onChange={(event) => setType(event.target.value as ComponentType)}>
            {COMPONENT_TYPES.map((option) => (
              <option key={option} value={option}>
                {t(typeKey(option))}
              </option>
            ))}
          </select>
          <button
            type="button"
            className={styles.primaryButton}
            onClick={() => change((doc) => addComponent(doc, module.id, defaultComponent(type, startName(type))))}
          >
            + {t('editor.addComponent')}
          </button>
        </div>
      )}
    </section>
  );
}
