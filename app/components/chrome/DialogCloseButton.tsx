import * as Dialog from '@radix-ui/react-dialog';
import { useT } from '../../i18n/index.ts';

/** The × in a dialog's corner: closes it, named '关闭' for screen readers. */
export function DialogCloseButton({ className }: { className?: string | undefined }) {
  const t = useT();
  return (
    <Dialog.Close className={className} aria-label={t('common.close')}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </Dialog.Close>
  );
}
