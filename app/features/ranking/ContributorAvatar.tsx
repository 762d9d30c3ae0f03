import { useState } from 'react';
import { genderAvatarImage } from '../../../shared/avatar.ts';
import { imageVariant } from '../../../shared/images.ts';
import styles from './ContributorAvatar.module.css';

interface ContributorAvatarProps {
  /** The entry's img: chosen by the server with the spec's avatar rule (shared/avatar.ts). */
  src: string;
  /** Rendered size in CSS px at the design width. */
  size: number;
  className?: string;
}

/** A contributor's round avatar; an image that fails to load gives way to the default avatar. */
export function ContributorAvatar({ src, size, className }: ContributorAvatarProps) {
  const [failed, setFailed] = useState(false);
  const url = failed || !src ? genderAvatarImage('default') : imageVariant(src, size * 2);
  return (
    <img
      className={className ? `${styles.avatar} ${className}` : styles.avatar}
      src={url}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
