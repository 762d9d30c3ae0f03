import { useState } from 'react';
import type { EntryDoc } from '../../../shared/contract/entry-page.ts';
import { EDITOR_LIMITS } from '../../../shared/limits.ts';
import { useT } from '../../i18n/index.ts';
import {
  addGroup,
  addGroupBlocked,
  addModule,
  addModuleBlocked,
  deleteGroup,
  deleteModule,
  groupsOf,
  moveGroup,
  moveModule,
  newModuleId,
  renameGroup,
} from './state/outline.ts';
import styles from './editor.module.css';

export type Selection = { kind: 'page' } | { kind: 'module'; id: string };

interface OutlineProps {
  doc: EntryDoc;
  change: (update: (doc: EntryDoc) => EntryDoc) => void;
  selection: Selection;
  select: (selection: Selection) => void;
  /** Modules another editor holds: they cannot be moved or deleted here. */
  lockedByOther: (moduleId: string) => boolean;
}

/** A group's name, renamed when the field is left or Enter is pressed (a name in use is refused). */
function GroupName({ name, onRename }: { name: string; onRename: (name: string) => boolean }) {
  const t = useT();
  const [text, setText] = useState(name);
  const [taken, setTaken] = useState(false);
  const commit = () => {
    const next = text.trim();
    if (next === name) return;
    if (!onRename(next)) {
      setTaken(true);
      setText(name);
    }
  };
  return (
    <input
      className={styles.groupName}
      aria-label={t('editor.groupName')}
      title={taken ? t('editor.groupNameTaken') : undefined}
      value={text}
      placeholder={t('editor.defaultGroup')}
      maxLength={50}
      onChange={(event) => {
        setTaken(false);
        setText(event.target.value);
      }}
      onBlur={commit}
      onKeyDown={(event) => event.key === 'Enter' && (event.preventDefault(), commit())}
    />
  );
}

/** The outline: basic information, then the module groups and their modules, with add, rename, reorder and delete. */
export function Outline({ doc, change, selection, select, lockedByOther }: OutlineProps) {
  const t = useT();
  const groups = groupsOf(doc.modules);
  const groupsFull = addGroupBlocked(doc) !== undefined;

  const newGroup = () => {
    const id = newModuleId(doc);
    change((current) => addGroup(current, t('editor.newGroup'), { id, name: t('editor.newModule') }));
    select({ kind: 'module', id });
  };
  const newModule = (group: string) => {
    const id = newModuleId(doc);
    change((current) => addModule(current, group, { id, name: t('editor.newModule') }));
    select({ kind: 'module', id });
  };

  return (
    <nav className={styles.outline} aria-label={t('editor.outline')}>
      <button
        type="button"
        className={styles.outlineItem}
        aria-current={selection.kind === 'page' ? 'true' : undefined}
        onClick={() => select({ kind: 'page' })}
      >
        {t('editor.pageInfo')}
      </button>
      {groups.length === 0 ? <p className={styles.emptyNote}>{t('editor.emptyOutline')}</p> : null}
      {groups.map((group, groupIndex) => {
        const full = addModuleBlocked(doc, group.name) !== undefined;
        const anyLocked = group.modules.some((module) => lockedByOther(module.id));
        return (
          <section
            key={group.name || '\u0000'}
            className={styles.group}
            aria-label={t('editor.groupActions', { name: group.name || t('editor.defaultGroup') })}
            data-group={group.name}
          >
            <div className={styles.groupHead}>
              <GroupName
                key={group.name}
                name={group.name}
                onRename={(name) => {
                  if (doc.modules.some((module) => module.group === name)) return false;
                  change((current) => renameGroup(current, group.name, name));
                  return true;
                }}
              />
              <button
                type="button"
                className={styles.iconButton}
                aria-label={`${t('editor.moveUp')} ${group.name}`}
                disabled={groupIndex === 0}
                onClick={() => change((current) => moveGroup(current, group.name, -1))}
              >
                ↑
              </button>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={`${t('editor.moveDown')} ${group.name}`}
                disabled={groupIndex === groups.length - 1}
                onClick={() => change((current) => moveGroup(current, group.name, 1))}
              >
                ↓
              </button>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={`${t('editor.delete')} ${group.name || t('editor.defaultGroup')}`}
                disabled={anyLocked}
                onClick={() => {
                  if (!window.confirm(t('editor.deleteGroupConfirm', { name: group.name || t('editor.defaultGroup'), n: group.modules.length }))) return;
                  change((current) => deleteGroup(current, group.name));
                  if (selection.kind === 'module' && group.modules.some((module) => module.id === selection.id)) select({ kind: 'page' });
                }}
              >
                ✕
              </button>
            </div>
            <ul className={styles.moduleList}>
              {group.modules.map((module, index) => {
                const locked = lockedByOther(module.id);
                return (
                  <li key={module.id} className={styles.moduleRow}>
                    <button
                      type="button"
                      className={styles.outlineItem}
                      aria-current={selection.kind === 'module' && selection.id === module.id ? 'true' : undefined}
                      onClick={() => select({ kind: 'module', id: module.id })}
                    >
                      {locked ? (
                        <svg
                          className={styles.lockIcon}
                          viewBox="0 0 24 24"
                          width="12"
                          height="12"
                          aria-hidden="true"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="2.4"
                        >
                          <rect x="5" y="11" width="14" height="10" rx="2" />
                          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
                        </svg>
                      ) : null}
                      {module.name || t('editor.newModule')}
                    </button>
                    <button
                      type="button"
                      className={styles.iconButton}
                      aria-label={`${t('editor.moveUp')} ${module.name}`}
                      disabled={index === 0}
                      onClick={() => change((current) => moveModule(current, module.id, -1))}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className={styles.iconButton}
                      aria-label={`${t('editor.moveDown')} ${module.name}`}
                      disabled={index === group.modules.length - 1}
                      onClick={() => change((current) => moveModule(current, module.id, 1))}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      className={styles.iconButton}
                      aria-label={`${t('editor.delete')} ${module.name}`}
                      disabled={locked}
                      onClick={() => {
                        if (!window.confirm(t('editor.deleteModuleConfirm', { name: module.name }))) return;
                        change((current) => deleteModule(current, module.id));
                        if (selection.kind === 'module' && selection.id === module.id) select({ kind: 'page' });
                      }}
                    >
                      ✕
                    </button>
                  </li>
                );
              })}
            </ul>
            <button
              type="button"
              className={styles.addButton}
              disabled={full}
              aria-describedby={full ? `limit-${groupIndex}` : undefined}
              onClick={() => newModule(group.name)}
            >
              + {t('editor.addModule')}
            </button>
            {full ? (
              <p id={`limit-${groupIndex}`} className={styles.limitNote} role="note">
                {t('editor.modulesLimit', { n: EDITOR_LIMITS.modulesPerGroup })}
              </p>
            ) : null}
          </section>
        );
      })}
      <button
        type="button"
        className={styles.addGroupButton}
        disabled={groupsFull}
        aria-describedby={groupsFull ? 'groups-limit' : undefined}
        onClick={newGroup}
      >
        + {t('editor.addGroup')}
      </button>
      {groupsFull ? (
        <p id="groups-limit" className={styles.limitNote} role="note">
          {t('editor.groupsLimit', { n: EDITOR_LIMITS.moduleGroups })}
        </p>
      ) : null}
    </nav>
  );
}
