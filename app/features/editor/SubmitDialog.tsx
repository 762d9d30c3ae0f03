import { useId, useState } from 'react';
import type { EntryDoc } from '../../../shared/contract/entry-page.ts';
import { EDITOR_LIMITS } from '../../../shared/limits.ts';
import { Dialog, DialogClose } from '../../components/ui/Dialog.tsx';
import { useT } from '../../i18n/index.ts';
import { useFormat } from '../../lib/format/use-format.ts';
import { EmptinessNotice } from '../contributing/EmptinessNotice.tsx';
import { changeSummary, docProblems, type DocProblem } from './state/checks.ts';
import styles from './editor.module.css';

interface SubmitDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  base: EntryDoc;
  doc: EntryDoc;
  /** Sends the draft for review; answers the server's refusal text, or undefined when it went. */
  onSubmit: (summary: string) => Promise<string | undefined>;
}

/** The summary before a commit: what changed, what readers will not see for being empty, what is missing, an edit summary; the server's refusal shows here and nothing is lost. */
export function SubmitDialog({ open, onOpenChange, base, doc, onSubmit }: SubmitDialogProps) {
  const t = useT();
  const format = useFormat();
  const id = useId();
  const [summary, setSummary] = useState('');
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();
  const changes = changeSummary(base, doc);
  const problems = docProblems(doc);
  const nothing = !changes.pageFields && changes.added.length + changes.changed.length + changes.removed.length === 0;

  const problemText = (problem: DocProblem) =>
    problem.kind === 'name'
      ? t('editor.submitDialog.problemName')
      : problem.kind === 'moduleName'
        ? t('editor.submitDialog.problemModuleName')
        : t('editor.submitDialog.problemField', { module: problem.moduleName, n: problem.index + 1, field: problem.field });

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (sending || problems.length > 0 || nothing) return;
    setSending(true);
    setRefusal(undefined);
    const failure = await onSubmit(summary.trim());
    setSending(false);
    if (failure !== undefined) setRefusal(failure);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !sending && onOpenChange(next)}
      className={styles.dialog}
      data-dialog="submit"
      title={t('editor.submitDialog.title')}
      titleClassName={styles.dialogTitle}
      description={t('editor.submitDialog.intro')}
      descriptionClassName={styles.muted}
    >
      <ul className={styles.changeList}>
        {nothing ? <li>{t('editor.submitDialog.noChanges')}</li> : null}
        {changes.pageFields ? <li>{t('editor.submitDialog.pageFields')}</li> : null}
        {changes.added.length > 0 ? <li>{t('editor.submitDialog.added', { names: format.list(changes.added) })}</li> : null}
        {changes.changed.length > 0 ? <li>{t('editor.submitDialog.changed', { names: format.list(changes.changed) })}</li> : null}
        {changes.removed.length > 0 ? <li>{t('editor.submitDialog.removed', { names: format.list(changes.removed) })}</li> : null}
      </ul>
      <EmptinessNotice modules={doc.modules} />
      {problems.length > 0 ? (
        <div className={styles.problems} role="alert">
          <p>{t('editor.submitDialog.problems')}</p>
          <ul>
            {problems.map((problem, index) => (
              <li key={index}>{problemText(problem)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <form className={styles.stack} onSubmit={send}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-summary`}>
            {t('editor.submitDialog.summary')}
          </label>
          <textarea
            id={`${id}-summary`}
            className={styles.textarea}
            rows={3}
            value={summary}
            maxLength={EDITOR_LIMITS.summary}
            placeholder={t('editor.submitDialog.summaryPlaceholder')}
            onChange={(event) => setSummary(event.target.value)}
          />
        </div>
        {refusal ? (
          <p className={styles.refusal} role="alert">
            {refusal}
          </p>
        ) : null}
        <div className={styles.dialogActions}>
          <DialogClose className={styles.smallButton} disabled={sending}>
            {t('editor.submitDialog.cancel')}
          </DialogClose>
          <button type="submit" className={styles.primaryButton} disabled={sending || problems.length > 0 || nothing}>
            {sending ? t('editor.submitDialog.sending') : t('editor.submitDialog.send')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
