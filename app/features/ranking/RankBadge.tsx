import { useId } from 'react';
import { useT } from '../../i18n/index.ts';
import { MEDAL_RANKS } from './ranking-tabs.ts';
import styles from './RankBadge.module.css';

/** Medal colours by rank: face light, face dark, ribbon. */
const MEDALS: Record<number, [string, string, string]> = {
  1: ['#ffe27a', '#e0a91b', '#e5484d'],
  2: ['#eef1f5', '#a9b3c2', '#3a7bd5'],
  3: ['#f6c39b', '#c2773f', '#2f9e72'],
};

/** A ranking position: a medal image for the first three (rank images by index), else the number. */
export function RankBadge({ rank }: { rank: number }) {
  const t = useT();
  const gradient = `medal${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const medal = rank <= MEDAL_RANKS ? MEDALS[rank] : undefined;
  if (!medal) {
    return (
      <span className={styles.number} aria-label={t('ranking.rank', { n: rank })}>
        {rank}
      </span>
    );
  }
  const [light, dark, ribbon] = medal;
  return (
    <span className={styles.medal} role="img" aria-label={t('ranking.rank', { n: rank })} data-medal={rank}>
      <svg viewBox="0 0 32 38" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={light} />
            <stop offset="1" stopColor={dark} />
          </linearGradient>
        </defs>
        <path d="M7 0h7l5 12h-7z" fill={ribbon} />
        <path d="M25 0h-7l-5 12h7z" fill={ribbon} opacity=".8" />
        <circle cx="16" cy="24" r="12.5" fill={`url(#${gradient})`} stroke={dark} strokeWidth="1.5" />
        <circle cx="16" cy="24" r="9" fill="none" stroke="#fff" strokeOpacity=".55" strokeWidth="1" />
        <text x="16" y="28.5" textAnchor="middle" fontSize="13" fontWeight="700" fill="#fff" stroke={dark} strokeWidth=".6" paintOrder="stroke">
          {rank}
        </text>
      </svg>
    </span>
  );
}
