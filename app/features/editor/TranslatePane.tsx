import type { TranslationStartWire } from '../../../shared/contract/contributing.ts';
import type { EntryDoc, EntryModule } from '../../../shared/contract/entry-page.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import { languageName } from '../../lib/format/language-name.ts';
import { ComponentForm } from './forms/ComponentForm.tsx';
import { ListInput, TextArea, TextInput } from './forms/parts.tsx';
import { TextOnly } from './forms/text-only.ts';
import { typeKey } from './ModuleEditor.tsx';
import { replaceComponent, updateModule } from './state/outline.ts';
import styles from './editor.module.css';
import own from './translate.module.css';

interface TranslatePaneProps {
  doc: EntryDoc;
  lang: string;
  translation: TranslationStartWire;
  change: (update: (doc: EntryDoc) => EntryDoc) => void;
}

const noop = () => {};

/** What a part is marked with: the source changed since it was translated, or it has no translation yet. */
function Marks({ outdated, untranslated }: { outdated: boolean; untranslated: boolean }) {
  const t = useT();
  return (
    <>
      {outdated ? (
        <span className={own.markOutdated} data-translate-mark="outdated">
          {t('editor.translate.outdated')}
        </span>
      ) : null}
      {untranslated ? (
        <span className={own.markUntranslated} data-translate-mark="untranslated">
          {t('editor.translate.untranslated')}
        </span>
      ) : null}
    </>
  );
}

/**
 * One part side by side: the source, read only (a column at desktop widths, a collapsible
 * "原文" panel above the text at narrow ones), and the editable translation.
 */
function Pair({ title, marks, source, target, sourceLabel, part }: PairProps) {
  const t = useT();
  return (
    <section className={own.pair} aria-label={title} data-translate-part={part}>
      <header className={own.pairHead}>
        <h3 className={own.pairTitle}>{title}</h3>
        {marks}
      </header>
      <div className={own.pairBody}>
        <details className={own.source} open data-translate-source="">
          <summary className={own.sourceSummary}>
            <span className={own.wide}>{sourceLabel}</span>
            <span className={own.narrow}>{t('editor.translate.sourceShort')}</span>
          </summary>
          <div className={own.sourceBody}>{source}</div>
        </details>
        <div className={own.target} data-translate-target="">
          {target}
        </div>
      </div>
    </section>
  );
}

interface PairProps {
  title: string;
  marks: React.ReactNode;
  source: React.ReactNode;
  target: React.ReactNode;
  sourceLabel: string;
  part: string;
}

function ModuleForms({
  module,
  onChange,
  readOnly,
}: {
  module: EntryModule;
  onChange?: (index: number, next: EntryModule['components'][number]) => void;
  readOnly: boolean;
}) {
  const t = useT();
  return (
    <>
      {module.components.map((component, index) => (
        <article key={index} className={styles.componentCard} data-component={component.component_id}>
          <h4 className={styles.componentTitle}>{t('editor.componentOf', { n: index + 1, type: t(typeKey(component.component_id)) })}</h4>
          <ComponentForm component={component} readOnly={readOnly} onChange={(next) => onChange?.(index, next)} />
        </article>
      ))}
    </>
  );
}

/**
 * The translate mode (issue 31): every part of the entry, the page's own text first, then each
 * module in the source's order, the source beside the translation. Only text changes here: the
 * forms run text-only (forms/text-only.ts) and nothing adds, removes or moves a module.
 */
export function TranslatePane({ doc, lang, translation, change }: TranslatePaneProps) {
  const t = useT();
  const locale = useLocale();
  const source = translation.source_doc;
  const sourceLabel = t('editor.translate.source', { language: languageName(translation.source_lang, locale) });
  const targetLabel = t('editor.translate.translation', { language: languageName(lang, locale) });
  const outdated = new Set(translation.outdated);
  const untranslated = new Set(translation.untranslated);
  const set = (fields: Partial<EntryDoc>) => change((current) => ({ ...current, ...fields }));
  const byId = new Map(doc.modules.map((module) => [module.id, module]));

  return (
    <div className={own.pane} data-translate={lang} aria-label={targetLabel}>
      <p className={styles.muted}>{t('editor.translate.intro')}</p>
      <Pair
        part=""
        title={t('editor.translate.pageFields')}
        sourceLabel={sourceLabel}
        marks={<Marks outdated={outdated.has('')} untranslated={translation.version === 0} />}
        source={
          <>
            <TextInput label={t('editor.page.name')} value={source.name} maxLength={100} readOnly onChange={noop} />
            <TextArea label={t('editor.page.desc')} value={source.desc} maxLength={500} readOnly onChange={noop} />
            <ListInput label={t('editor.page.aliases')} value={source.aliases} readOnly onChange={noop} />
          </>
        }
        target={
          <>
            <TextInput label={t('editor.page.name')} value={doc.name} maxLength={100} required onChange={(name) => set({ name })} />
            <TextArea label={t('editor.page.desc')} value={doc.desc} maxLength={500} onChange={(desc) => set({ desc })} />
            <ListInput label={t('editor.page.aliases')} value={doc.aliases} onChange={(aliases) => set({ aliases })} />
          </>
        }
      />
      {source.modules.map((sourceModule) => {
        const module = byId.get(sourceModule.id) ?? sourceModule;
        return (
          <Pair
            key={sourceModule.id}
            part={sourceModule.id}
            title={sourceModule.name}
            sourceLabel={sourceLabel}
            marks={<Marks outdated={outdated.has(sourceModule.id)} untranslated={untranslated.has(sourceModule.id)} />}
            source={
              <>
                <TextInput label={t('editor.moduleName')} value={sourceModule.name} maxLength={100} readOnly onChange={noop} />
                <ModuleForms module={sourceModule} readOnly />
              </>
            }
            target={
              <TextOnly.Provider value>
                <TextInput
                  label={t('editor.moduleName')}
                  value={module.name}
                  maxLength={100}
                  required
                  onChange={(name) => change((current) => updateModule(current, module.id, { name }))}
                />
                <ModuleForms
                  module={module}
                  readOnly={false}
                  onChange={(index, next) => change((current) => replaceComponent(current, module.id, index, next))}
                />
              </TextOnly.Provider>
            }
          />
        );
      })}
    </div>
  );
}
