import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { RankingEntry } from '../../../../shared/contract/ranking.ts';
import { useT } from '../../../i18n/index.ts';
import { useWiki } from '../../../lib/wiki-context.tsx';
import { useAccount } from '../../../lib/account/viewer-store.tsx';
import type { RankingLists } from '../../ranking/ranking-lists.data.ts';
import { useRouteLoad } from '../../../lib/route-data.ts';
import { ContributorAvatar } from '../../ranking/ContributorAvatar.tsx';
import { RankBadge } from '../../ranking/RankBadge.tsx';
import { MEDAL_RANKS, RANKING_TABS, rankingPageSize } from '../../ranking/ranking-tabs.ts';
import type { BlockProps } from '../types.ts';
import { useFormat } from '../../../lib/format/use-format.ts';
import styles from './RankingBlock.module.css';

/** The list types the tabs show, in tab order. */
const TAB_TYPES = RANKING_TABS.map((tab) => tab.type).join(',');

/** Avatar sizes in CSS px at the design width: list rows and the top three's cards. */
const AVATAR = { row: 36, top: 56 } as const;

function Value({ value, className }: { value: number; className?: string | undefined }) {
  const t = useT();
  const format = useFormat();
  return (
    <span className={className}>
      <span className={styles.valueLabel}>{t('ranking.value')}</span>
      <span className={styles.valueNumber}>{format.number(value)}</span>
    </span>
  );
}

/**
 * A contributor's name, carrying the uid (the spec's link target). The product has no public page
 * of a user: what the spec offers for a user is the account center, which is the signed-in
 * visitor's own, so the visitor's own name links there and every other name stays text.
 */
function Name({ entry, className }: { entry: RankingEntry; className?: string | undefined }) {
  const { href } = useWiki();
  const account = useAccount();
  const own = account.user !== null && String(account.user.aid) === entry.account_uid;
  if (own) {
    return (
      <Link
        className={className ? `${className} ${styles.ownName}` : styles.ownName}
        to={href('account')}
        data-uid={entry.account_uid}
        title={entry.account_name}
      >
        {entry.account_name}
      </Link>
    );
  }
  return (
    <span className={className} data-uid={entry.account_uid} title={entry.account_name}>
      {entry.account_name}
    </span>
  );
}

function Row({ entry }: { entry: RankingEntry }) {
  return (
    <li className={styles.row} data-rank={entry.rank}>
      <RankBadge rank={entry.rank} />
      <ContributorAvatar src={entry.img} size={AVATAR.row} className={styles.avatar} />
      <Name entry={entry} className={styles.name} />
      <Value value={entry.value} className={styles.value} />
    </li>
  );
}

function TopCard({ entry }: { entry: RankingEntry }) {
  return (
    <li className={styles.card} data-rank={entry.rank}>
      <span className={styles.cardBadge}>
        <RankBadge rank={entry.rank} />
      </span>
      <ContributorAvatar src={entry.img} size={AVATAR.top} className={styles.cardAvatar} />
      <Name entry={entry} className={styles.cardName} />
      <Value value={entry.value} className={styles.cardValue} />
    </li>
  );
}

/** One tab's list: on its page the top three stand out as cards; limited, all are rows. */
function RankingEntries({ entries, limited }: { entries: RankingEntry[]; limited: boolean }) {
  const t = useT();
  if (entries.length === 0) return <p className="block-empty">{t('ranking.empty')}</p>;
  if (limited) {
    return (
      <ol className={styles.list}>
        {entries.map((entry) => (
          <Row key={entry.account_uid} entry={entry} />
        ))}
      </ol>
    );
  }
  const top = entries.filter((entry) => entry.rank <= MEDAL_RANKS);
  const rest = entries.filter((entry) => entry.rank > MEDAL_RANKS);
  return (
    <>
      {top.length > 0 ? (
        <ol className={styles.top}>
          {top.map((entry) => (
            <TopCard key={entry.account_uid} entry={entry} />
          ))}
        </ol>
      ) : null}
      {rest.length > 0 ? (
        <ol className={`${styles.list} ${styles.columns}`} start={rest[0]!.rank}>
          {rest.map((entry) => (
            <Row key={entry.account_uid} entry={entry} />
          ))}
        </ol>
      ) : null}
    </>
  );
}

/**
 * The contributor ranking (the contribution channel's block): tabs 周榜/月榜/总榜, all three
 * loaded together once mounted (a fetcher of ranking-lists.data.ts); a tab whose call failed
 * shows an empty list (silently: no network toast). Limited (home) it asks for 6
 * entries a tab, on its channel page 50.
 */
export function RankingBlock({ limited }: BlockProps) {
  const t = useT();
  const { edition, href } = useWiki();
  const baseId = useId();
  const [active, setActive] = useState(0);
  const { state } = useRouteLoad<RankingLists>(
    href('reader-data/ranking', { app_sn: edition.app_sn, types: TAB_TYPES, page_size: String(rankingPageSize(limited)) }),
  );
  const lists = state.status === 'ready' ? state.data : state.status === 'failed' ? [] : null;
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (index: number) => {
    setActive(index);
    tabRefs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const last = RANKING_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? active === last
          ? 0
          : active + 1
        : event.key === 'ArrowLeft'
          ? active === 0
            ? last
            : active - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;
  return (
    <div className={limited ? `${styles.block} ${styles.limited}` : styles.block}>
      <div className={styles.tabs} role="tablist" aria-label={t('ranking.title')} onKeyDown={onKeyDown}>
        {RANKING_TABS.map((tab, index) => (
          <button
            key={tab.tab}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            id={tabId(index)}
            type="button"
            role="tab"
            aria-selected={index === active}
            aria-controls={panelId}
            tabIndex={index === active ? 0 : -1}
            className={index === active ? `${styles.tab} ${styles.activeTab}` : styles.tab}
            onClick={() => setActive(index)}
          >
            {t(tab.label)}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(active)} aria-busy={lists === null} className={styles.panel}>
        {lists === null ? <p className={styles.loading}>{t('app.loading')}</p> : <RankingEntries entries={lists[active] ?? []} limited={limited} />}
      </div>
    </div>
  );
}
