import { useId, useState } from 'react';
import { toast } from '../../lib/toast/toast.ts';
import { REPORT_LIMITS } from '../../../shared/limits.ts';
import { useT } from '../../i18n/index.ts';
import * as reportCalls from '../../../shared/contract/calls/corrections.ts';
import { callApi, isAlreadyShown } from '../../lib/api-client.ts';
import { useAccount } from '../../lib/account/viewer-store.tsx';
import { useWiki } from '../../lib/wiki-context.tsx';
import { useUploadMaxMb } from '../editor/upload/use-upload-policy.ts';
import { ImageUpload } from './ImageUpload.tsx';
import { reportPayload, reportProblem, type ReportTarget } from './report-payload.ts';
import styles from './CorrectionModal.module.css';
import { Dialog, DialogClose, DialogCloseButton } from '../../components/ui/Dialog.tsx';

export interface CorrectionModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: ReportTarget;
  /** A picture is required, not optional. */
  imageRequire?: boolean;
  /** Shortest reason accepted (default 1). */
  minLength?: number;
}

/** The page the report is sent from, as a path of this site. */
const currentPage = () => (typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`);

/**
 * The correction and feedback modal: a reason with a length/500 counter and a
 * picture (optional unless imageRequire). A blank reason or a missing required picture gives
 * 'required fields'; a short one the minimum-length message. Success toasts and clears the
 * modal; a failure toasts the server's message. Loaded on demand.
 */
export default function CorrectionModal({ open, onOpenChange, target, imageRequire = false, minLength = REPORT_LIMITS.minLength }: CorrectionModalProps) {
  const t = useT();
  const id = useId();
  const { edition } = useWiki();
  const account = useAccount();
  const [reason, setReason] = useState('');
  const [imageUrl, setImageUrl] = useState('');
  const [uploading, setUploading] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // Read once per page load before the modal shows (CorrectionEntry's Suspense), as the editor does.
  const maxMb = useUploadMaxMb(edition.app_sn);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (submitting || uploading) return;
    const problem = reportProblem(reason, imageUrl, { imageRequire, minLength });
    if (problem?.kind === 'required') {
      toast.error(t('correction.requiredMissing'), { id: 'correction' });
      return;
    }
    if (problem?.kind === 'short') {
      toast.error(t('correction.tooShort', { n: problem.min }), { id: 'correction' });
      return;
    }
    setSubmitting(true);
    try {
      const text = reason.trim();
      // A content page's correction has its own call (correct_error); every other report goes to report_error.
      if (target.kind === 'content')
        await callApi(edition.app_sn, reportCalls.correctError, { content_id: target.contentId, content: text, img_url: imageUrl, source_url: currentPage() });
      else await callApi(edition.app_sn, reportCalls.reportError, reportPayload(target, text, imageUrl, currentPage()));
      toast.success(t('correction.success'), { id: 'correction' });
      setReason('');
      setImageUrl('');
      onOpenChange(false);
    } catch (error) {
      if (isAlreadyShown(error)) return;
      toast.error(error instanceof Error && error.message ? error.message : t('correction.failed'), { id: 'correction' });
    } finally {
      setSubmitting(false);
    }
  };

  const title =
    target.kind === 'feedback' ? t('correction.titleFeedback') : target.kind === 'content' ? t('correction.titleContent') : t('correction.titleEntry');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !submitting && onOpenChange(next)}
      className={styles.dialog}
      data-dialog="correction"
      title={title}
      titleClassName={styles.title}
      description={t('correction.intro')}
      descriptionClassName={styles.intro}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-reason`}>
            {t('correction.reason')}
            <span className={styles.required}>{t('correction.reasonRequired')}</span>
          </label>
          <div className={styles.textBox}>
            <textarea
              id={`${id}-reason`}
              className={styles.textarea}
              value={reason}
              maxLength={REPORT_LIMITS.maxLength}
              onChange={(event) => setReason(event.target.value.slice(0, REPORT_LIMITS.maxLength))}
              placeholder={t('correction.reasonPlaceholder')}
              rows={5}
              aria-required="true"
              aria-describedby={`${id}-counter`}
            />
            <span className={styles.counter} id={`${id}-counter`} data-testid="correction-counter">
              {t('correction.counter', { len: reason.length, max: REPORT_LIMITS.maxLength })}
            </span>
          </div>
        </div>
        <div className={styles.field}>
          <span className={styles.label} id={`${id}-image`}>
            {t('correction.image')}
            {imageRequire ? (
              <span className={styles.required}>{t('correction.reasonRequired')}</span>
            ) : (
              <span className={styles.optional}>{t('correction.imageOptional')}</span>
            )}
          </span>
          <ImageUpload
            appSn={edition.app_sn}
            maxMb={maxMb}
            value={imageUrl}
            onChange={setImageUrl}
            onBusyChange={setUploading}
            labelledBy={`${id}-image`}
            beforePick={() => {
              if (account.status === 'anonymous') {
                account.login();
                return false;
              }
              return true;
            }}
          />
        </div>
        <div className={styles.actions}>
          <DialogClose className={styles.secondary} disabled={submitting}>
            {t('correction.cancel')}
          </DialogClose>
          <button type="submit" className={styles.primary} disabled={submitting || uploading} aria-busy={submitting}>
            {submitting ? t('correction.submitting') : t('correction.submit')}
          </button>
        </div>
      </form>
      <DialogCloseButton className={styles.close} />
    </Dialog>
  );
}
