import { useEffect, useId, useState } from 'react';
import { toast } from '../../lib/toast/toast.ts';
import { phoneSchema, realnameVerifyBodySchema } from '../../../shared/contract/accounts.ts';
import { Retcode } from '../../../shared/contract/retcode.ts';
import { useT, type MessageKey } from '../../i18n/index.ts';
import { Dialog, DialogCloseButton } from '../../components/ui/Dialog.tsx';
import * as accountCalls from '../../../shared/contract/calls/accounts.ts';
import { callApi } from '../../lib/api-client.ts';
import { fieldErrors, serverErrors, type FormErrors } from './form-errors.ts';
import styles from './dialogs.module.css';

type Field = 'phone' | 'code';
const FIELDS: readonly Field[] = ['phone', 'code'];
/** The server accepts a new code a minute after the last one. */
const RESEND_SECONDS = 60;

interface RealnameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  appSn: string;
  /** Called once the server marked the user real-name verified. */
  onVerified: () => void;
}

const issueKey = (field: Field): MessageKey => (field === 'phone' ? 'realname.error.phone' : 'realname.error.code');

/** Real-name verification on the web: bind a mobile number with a one-time code. Loaded on demand. */
export default function RealnameDialog({ open, onOpenChange, appSn, onVerified }: RealnameDialogProps) {
  const t = useT();
  const id = useId();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const [wait, setWait] = useState(0);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const text = (error: FormErrors<Field>[Field | 'form']) => (error ? ('key' in error ? t(error.key) : error.text) : '');
  const known = {
    [Retcode.RATE_LIMITED]: { field: 'form' as const, key: 'realname.error.tooOften' as const },
  };

  const sendCode = async () => {
    const parsed = phoneSchema.safeParse(phone);
    if (!parsed.success) {
      setErrors({ phone: { key: 'realname.error.phone' } });
      return;
    }
    setErrors({});
    setBusy('send');
    try {
      await callApi(appSn, accountCalls.realnameSendCode, { phone: parsed.data }, { silent: true });
      setWait(RESEND_SECONDS);
      toast.success(t('realname.codeSent'));
    } catch (error) {
      setErrors(serverErrors(error, FIELDS, known));
    } finally {
      setBusy(null);
    }
  };

  const verify = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = realnameVerifyBodySchema.safeParse({ phone, code });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, FIELDS, issueKey));
      return;
    }
    setErrors({});
    setBusy('verify');
    try {
      await callApi(appSn, accountCalls.realnameVerify, parsed.data, { silent: true });
      setPhone('');
      setCode('');
      toast.success(t('realname.done'));
      onVerified();
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      if (/expired/.test(message)) setErrors({ code: { key: 'realname.error.expired' } });
      else if (/wrong code/.test(message)) setErrors({ code: { key: 'realname.error.wrongCode' } });
      else setErrors(serverErrors(error, FIELDS, known));
    } finally {
      setBusy(null);
    }
  };

  const input = (
    name: Field,
    label: MessageKey,
    hint: MessageKey,
    value: string,
    onChange: (value: string) => void,
    props: React.InputHTMLAttributes<HTMLInputElement>,
  ) => {
    const error = text(errors[name]);
    const inputId = `${id}-${name}`;
    return (
      <>
        <label className={styles.label} htmlFor={inputId}>
          {t(label)}
        </label>
        <input
          id={inputId}
          className={error ? `${styles.input} ${styles.invalid}` : styles.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t(hint)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          {...props}
        />
      </>
    );
  };
  const errorOf = (name: Field) =>
    errors[name] ? (
      <p className={styles.error} id={`${id}-${name}-error`} role="alert">
        {text(errors[name])}
      </p>
    ) : null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      className={styles.dialog}
      data-dialog="realname"
      title={t('realname.title')}
      titleClassName={styles.title}
      description={t('realname.text')}
      descriptionClassName={styles.text}
    >
      <form className={styles.form} onSubmit={verify} noValidate>
        <div className={styles.field}>
          {input('phone', 'realname.phone', 'realname.phoneHint', phone, setPhone, { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 16 })}
          {errorOf('phone')}
        </div>
        <div className={styles.field}>
          <div className={styles.row}>
            <div className={`${styles.field} ${styles.grow}`}>
              {input('code', 'realname.code', 'realname.codeHint', code, setCode, { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 })}
            </div>
            <button type="button" className={styles.secondary} onClick={sendCode} disabled={busy !== null || wait > 0}>
              {wait > 0 ? t('realname.resend', { n: wait }) : t('realname.sendCode')}
            </button>
          </div>
          {errorOf('code')}
        </div>
        {errors.form ? (
          <p className={styles.formError} role="alert">
            {text(errors.form)}
          </p>
        ) : null}
        <button type="submit" className={styles.primary} disabled={busy !== null} aria-busy={busy === 'verify'}>
          {busy === 'verify' ? t('account.submitting') : t('realname.verify')}
        </button>
      </form>
      <DialogCloseButton className={styles.close} />
    </Dialog>
  );
}
