import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { contentCreateSchema, type ContentCreateInput, type OperatorContent } from '../../../../shared/contract/operator-contents.ts';
import type { RichDoc } from '../../../../shared/contract/rich-text.ts';
import { useT, type MessageKey } from '../../../i18n/index.ts';
import styles from '../admin.module.css';

/** Paragraph texts of a document, one per line (other blocks show their text too). */
function docToText(doc: RichDoc): string {
  return doc
    .map((block) =>
      'children' in block
        ? block.children.map((run) => run.text).join('')
        : block.type === 'list'
          ? block.items.map((item) => item.map((run) => run.text).join('')).join('\n')
          : '',
    )
    .join('\n');
}

const textToDoc = (text: string): RichDoc =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => ({ type: 'paragraph' as const, children: [{ text: line }] }));

const FIELDS: Array<[keyof ContentCreateInput, MessageKey]> = [
  ['title', 'operator.field.title'],
  ['icon', 'operator.field.icon'],
  ['url', 'operator.field.url'],
  ['bbs_url', 'operator.field.bbsUrl'],
  ['author_name', 'operator.field.author'],
  ['alias_name', 'operator.field.alias'],
  ['corner_mark', 'operator.field.cornerMark'],
];

const EMPTY: ContentCreateInput = {
  type: 1,
  title: '',
  summary: '',
  icon: '',
  url: '',
  bbs_url: '',
  author_name: '',
  alias_name: '',
  corner_mark: '',
  end_time_ms: 0,
};

/** An item's own fields; internal (1) items have a detail page, external (2) ones a link. */
export function ContentForm({ content, title, onSubmit }: { content?: OperatorContent; title: string; onSubmit(values: ContentCreateInput): Promise<void> }) {
  const t = useT();
  const initialText = content ? docToText(content.body) : '';
  const [bodyText, setBodyText] = useState(initialText);
  const { register, handleSubmit, formState } = useForm<ContentCreateInput>({
    resolver: zodResolver(contentCreateSchema),
    defaultValues: content
      ? {
          type: content.type === 2 ? 2 : 1,
          title: content.title,
          summary: content.summary,
          icon: content.icon,
          url: content.url,
          bbs_url: content.bbs_url,
          author_name: content.author_name,
          alias_name: content.alias_name,
          corner_mark: content.corner_mark,
          end_time_ms: content.end_time_ms,
        }
      : EMPTY,
  });
  const errors = formState.errors;
  // The stored document is sent again only when its text was edited, so richer documents stay intact.
  const submit = (values: ContentCreateInput) => onSubmit(bodyText === initialText ? values : { ...values, body: textToDoc(bodyText) });
  return (
    <form className={styles.panel} onSubmit={handleSubmit(submit)} aria-label={title} noValidate>
      <h2>{title}</h2>
      <fieldset className={styles.checks}>
        <legend>{t('operator.field.type')}</legend>
        <label>
          <input type="radio" value={1} {...register('type', { valueAsNumber: true })} />
          {t('operator.field.type.internal')}
        </label>
        <label>
          <input type="radio" value={2} {...register('type', { valueAsNumber: true })} />
          {t('operator.field.type.external')}
        </label>
      </fieldset>
      <div className={styles.grid2}>
        {FIELDS.map(([key, label]) => (
          <label key={key} className={styles.field}>
            <span>{t(label)}</span>
            <input {...register(key as 'title')} aria-invalid={errors[key] ? true : undefined} />
            {errors[key]?.message ? <span className={styles.error}>{errors[key]?.message}</span> : null}
          </label>
        ))}
      </div>
      <label className={styles.field} style={{ marginTop: 10 }}>
        <span>{t('operator.field.summary')}</span>
        <textarea rows={2} {...register('summary')} />
      </label>
      <label className={styles.field} style={{ marginTop: 10 }}>
        <span>{t('operator.field.body')}</span>
        <textarea rows={5} value={bodyText} onChange={(event) => setBodyText(event.target.value)} />
      </label>
      <div className={styles.row}>
        <button type="submit" className={styles.primary} disabled={formState.isSubmitting}>
          {t('operator.save')}
        </button>
      </div>
    </form>
  );
}
