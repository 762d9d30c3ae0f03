import { useId } from 'react';
import { imageVariant } from '../../../../shared/images.ts';
import { ImageUpload } from '../../corrections/ImageUpload.tsx';
import { useWiki } from '../../../lib/wiki-context.tsx';
import { useTextOnly } from '../forms/text-only.ts';
import { useUploadMaxMb } from './use-upload-policy.ts';
import styles from '../editor.module.css';

/** A labelled picture of the page or a component, through the upload service (the correction modal's uploader). */
export function ImageField({
  label,
  value,
  onChange,
  disabled: locked,
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  disabled?: boolean;
}) {
  const { edition } = useWiki();
  // A translation shows the source's pictures, never changes them (forms/text-only.ts).
  const disabled = useTextOnly() || locked;
  const maxMb = useUploadMaxMb(edition.app_sn);
  const id = useId();
  return (
    <div className={styles.field} role="group" aria-labelledby={id} data-image-field={label}>
      <span id={id} className={styles.label}>
        {label}
      </span>
      {disabled ? (
        value ? (
          <img className={styles.thumb} src={imageVariant(value, 240)} alt="" width={96} height={96} />
        ) : null
      ) : (
        <ImageUpload appSn={edition.app_sn} maxMb={maxMb} value={value} onChange={onChange} labelledBy={id} />
      )}
    </div>
  );
}
