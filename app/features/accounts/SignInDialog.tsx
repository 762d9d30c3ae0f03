import { useId, useState } from 'react';
import { loginBodySchema, registerBodySchema, type UserInfo } from '../../../shared/contract/accounts.ts';
import { Retcode } from '../../../shared/contract/retcode.ts';
import { useT, type MessageKey } from '../../i18n/index.ts';
import { Dialog, DialogCloseButton } from '../../components/ui/Dialog.tsx';
import * as accountCalls from '../../../shared/contract/calls/accounts.ts';
import { callApi } from '../../lib/api-client.ts';
import { useTabKeys } from '../../lib/tab-keys.ts';
import { fieldErrors, serverErrors, type FormErrors } from './form-errors.ts';
import styles from './dialogs.module.css';

type Mode = 'signIn' | 'signUp';
const MODES: readonly Mode[] = ['signIn', 'signUp'];
type Field = 'login_name' | 'password' | 'name';
const FIELDS: readonly Field[] = ['login_name', 'password', 'name'];

interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  appSn: string;
  /** Called once the server accepted the sign-in (the session cookie is set). */
  onSignedIn: (user: UserInfo) => void;
}

/** The catalogue's words for a field's first schema issue. */
function issueKey(mode: Mode) {
  return (field: Field, issue: { code: string }): MessageKey => {
    const tooLong = issue.code === 'too_big';
    if (field === 'login_name') return mode === 'signUp' ? 'account.error.loginName' : tooLong ? 'account.error.tooLong' : 'account.error.required';
    if (field === 'password') return tooLong ? 'account.error.passwordLong' : mode === 'signUp' ? 'account.error.passwordShort' : 'account.error.required';
    return 'account.error.nicknameLong';
  };
}

/**
 * The web sign-in popup: sign-in and sign-up tabs, field errors (the schemas' rules first, then
 * the server's answer), a loading state. Loaded on demand: the schema library comes with it.
 */
export default function SignInDialog({ open, onOpenChange, appSn, onSignedIn }: SignInDialogProps) {
  const t = useT();
  const id = useId();
  const [mode, setMode] = useState<Mode>('signIn');
  const [values, setValues] = useState({ login_name: '', password: '', name: '' });
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [busy, setBusy] = useState(false);

  const text = (error: FormErrors<Field>[Field | 'form']) => (error ? ('key' in error ? t(error.key) : error.text) : '');

  // The account name carries over between the tabs; the password does not.
  const switchMode = (next: Mode) => {
    setMode(next);
    setErrors({});
    setValues((previous) => ({ ...previous, password: '' }));
  };
  const modeKeys = useTabKeys(MODES.length, MODES.indexOf(mode), (index) => switchMode(MODES[index]!));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const input =
      mode === 'signIn'
        ? { login_name: values.login_name, password: values.password }
        : { login_name: values.login_name, password: values.password, ...(values.name.trim() ? { name: values.name } : {}) };
    const parsed = (mode === 'signIn' ? loginBodySchema : registerBodySchema).safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, FIELDS, issueKey(mode)));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { user_info } = await callApi(appSn, mode === 'signIn' ? accountCalls.login : accountCalls.register, parsed.data, { silent: true });
      setValues({ login_name: '', password: '', name: '' });
      onSignedIn(user_info);
    } catch (error) {
      setErrors(
        serverErrors(error, FIELDS, {
          [Retcode.CONFLICT]: { field: 'login_name', key: 'account.error.taken' },
          [Retcode.BAD_CREDENTIALS]: { field: 'form', key: 'account.error.badCredentials' },
          [Retcode.NO_PERMISSION]: { field: 'form', key: 'account.error.suspended' },
        }),
      );
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, label: MessageKey, props: React.InputHTMLAttributes<HTMLInputElement>, hint?: MessageKey) => {
    const error = text(errors[name]);
    const inputId = `${id}-${name}`;
    return (
      <div className={styles.field}>
        <label className={styles.label} htmlFor={inputId}>
          {t(label)}
        </label>
        <input
          id={inputId}
          className={error ? `${styles.input} ${styles.invalid}` : styles.input}
          value={values[name]}
          onChange={(event) => setValues((previous) => ({ ...previous, [name]: event.target.value }))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          placeholder={hint ? t(hint) : undefined}
          {...props}
        />
        {error ? (
          <p className={styles.error} id={`${inputId}-error`} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      className={styles.dialog}
      data-dialog="sign-in"
      title={t('account.dialogTitle')}
      titleClassName={styles.title}
      description={t('account.dialogText')}
      descriptionClassName={styles.text}
    >
      <div className={styles.tabs} role="tablist" aria-label={t('account.modes')} onKeyDown={modeKeys.onKeyDown}>
        {MODES.map((item, index) => (
          <button
            key={item}
            type="button"
            role="tab"
            id={`${id}-tab-${item}`}
            aria-selected={mode === item}
            aria-controls={`${id}-panel`}
            {...modeKeys.tabProps(index)}
            className={mode === item ? `${styles.tab} ${styles.tabOn}` : styles.tab}
            onClick={() => switchMode(item)}
          >
            {t(item === 'signIn' ? 'account.signIn' : 'account.signUp')}
          </button>
        ))}
      </div>
      <form id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${mode}`} className={styles.form} onSubmit={submit} noValidate>
        {field(
          'login_name',
          'account.loginName',
          { autoComplete: 'username', autoCapitalize: 'off', spellCheck: false, maxLength: 64 },
          mode === 'signUp' ? 'account.loginNameHint' : undefined,
        )}
        {mode === 'signUp' ? field('name', 'account.nickname', { autoComplete: 'nickname', maxLength: 64 }) : null}
        {field(
          'password',
          'account.password',
          { type: 'password', autoComplete: mode === 'signIn' ? 'current-password' : 'new-password', maxLength: 200 },
          mode === 'signUp' ? 'account.passwordHint' : undefined,
        )}
        {errors.form ? (
          <p className={styles.formError} role="alert">
            {text(errors.form)}
          </p>
        ) : null}
        <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy}>
          {busy ? t('account.submitting') : t(mode === 'signIn' ? 'account.submitSignIn' : 'account.submitSignUp')}
        </button>
      </form>
      <DialogCloseButton className={styles.close} />
    </Dialog>
  );
}
