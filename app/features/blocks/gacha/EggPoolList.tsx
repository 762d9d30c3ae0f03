import type { GachaPool } from '../../../../shared/contract/gacha-pool.ts';
import { imageVariant } from '../../../../shared/images.ts';
import { useT } from '../../../i18n/index.ts';
import { PoolCountdown } from './PoolCountdown.tsx';
import { useSecondClock } from './second-clock.ts';
import { leadsSomewhere } from '../../../lib/links/link-target.ts';
import { UrlLink } from '../../../lib/links/UrlLink.tsx';
import { playableUrl } from './playable-url.ts';
import { VoiceButton } from './VoiceButton.tsx';
import styles from './EggPoolList.module.css';

/** Size of a featured item's icon in CSS px. */
const ITEM = 56;

/**
 * The gacha (egg) pool list with audio and countdown: each pool's
 * title, featured items linking to their pages, its activity link, a countdown ticking every
 * second, and a voice button when its voice is online (voice_status 0) and it has a clip.
 */
export function EggPoolList({ pools }: { pools: GachaPool[] }) {
  const t = useT();
  return (
    <ul className={styles.list} data-block="eggPool" aria-label={t('gacha.pools')}>
      {pools.map((pool) => (
        <EggPool key={pool.id} pool={pool} />
      ))}
    </ul>
  );
}

function EggPool({ pool }: { pool: GachaPool }) {
  const t = useT();
  const voice = pool.voice_status === 0 ? playableUrl(pool.voice_url) : undefined;
  const activity = leadsSomewhere(pool.activity_url);
  // The clock is null on the server and while hydrating: nothing depends on "now" until mounted.
  const now = useSecondClock();
  const ended = now !== null && pool.end_time > 0 && pool.end_time * 1000 <= now;
  return (
    <li className={ended ? `${styles.pool} ${styles.ended}` : styles.pool} data-pool-id={pool.id}>
      <div className={styles.top}>
        <div className={styles.heading}>
          <h3 className={styles.title}>{pool.title}</h3>
          <PoolCountdown pool={pool} now={now} />
        </div>
        {voice ? <VoiceButton src={voice} icon={pool.voice_icon} /> : null}
      </div>
      {pool.pool.length > 0 || activity ? (
        <div className={styles.bottom}>
          {pool.pool.length > 0 ? (
            <ul className={styles.items} aria-label={t('gacha.featured', { title: pool.title })}>
              {pool.pool.map((item, index) => (
                <li key={index}>
                  <UrlLink url={item.url} className={styles.item} label={t('gacha.featuredItem', { title: pool.title, n: index + 1 })}>
                    <img
                      className={styles.itemIcon}
                      src={imageVariant(item.icon, ITEM * 2)}
                      alt=""
                      width={ITEM}
                      height={ITEM}
                      loading="lazy"
                      decoding="async"
                    />
                  </UrlLink>
                </li>
              ))}
            </ul>
          ) : (
            <span />
          )}
          {activity ? (
            <UrlLink url={pool.activity_url} className={styles.activity}>
              {t('gacha.activity')}
              <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="M6 3.5 10.5 8 6 12.5" />
              </svg>
            </UrlLink>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
