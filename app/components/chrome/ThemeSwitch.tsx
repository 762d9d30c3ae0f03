import { useEffect, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { THEME_CHOICES, chooseTheme, isThemeChoice, readThemeChoice, type ThemeChoice } from '../../lib/theme/theme-choice.ts';
import styles from './ThemeSwitch.module.css';

/** Sun (light), moon (dark), or a half-filled circle (following the system). */
function ThemeIcon({ choice }: { choice: ThemeChoice }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className={styles.icon}>
      {choice === 'light' ? (
        <>
          <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path
            d="M12 2.5v2.5M12 19v2.5M2.5 12H5M19 12h2.5M5.3 5.3l1.8 1.8M16.9 16.9l1.8 1.8M5.3 18.7l1.8-1.8M16.9 7.1l1.8-1.8"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </>
      ) : choice === 'dark' ? (
        <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      ) : (
        <>
          <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M12 3.5a8.5 8.5 0 0 1 0 17z" fill="currentColor" />
        </>
      )}
    </svg>
  );
}

/**
 * The colour scheme control of both headers: follow the system (the default), light or dark. A
 * native select over the icon: the phone's own picker, keyboard and screen readers for free, and
 * no script of its own. The page is rendered following the system (the server never knows the
 * choice); the stored choice shows after hydration, while the head script has already applied it.
 */
export function ThemeSwitch({ variant }: { variant: 'mobile' | 'pc' }) {
  const t = useT();
  const [choice, setChoice] = useState<ThemeChoice>('system');
  useEffect(() => setChoice(readThemeChoice()), []);
  return (
    <span className={variant === 'pc' ? styles.pc : styles.mobile} title={`${t('theme.switch')}: ${t(`theme.${choice}`)}`}>
      <ThemeIcon choice={choice} />
      <select
        className={styles.select}
        value={choice}
        aria-label={t('theme.switch')}
        data-theme-switch=""
        onChange={(event) => {
          const next = event.target.value;
          if (!isThemeChoice(next)) return;
          setChoice(next);
          chooseTheme(next);
        }}
      >
        {THEME_CHOICES.map((option) => (
          <option key={option} value={option}>
            {t(`theme.${option}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
