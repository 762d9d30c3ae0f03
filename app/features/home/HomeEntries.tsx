import { Link } from 'react-router';
import type { PageChannelNode } from '../../../shared/contract/channel.ts';
import { displayTypeOf, parseChExt } from '../../../shared/channel-ext.ts';
import { useT } from '../../i18n/index.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import styles from './HomeEntries.module.css';

/** Entry points from home: the strategy channel, the wiki home, the card-game (summon) home. */
export function HomeEntries({ sections }: { sections: PageChannelNode[] }) {
  const t = useT();
  const { href } = useWiki();
  const strategy = sections.find((section) => displayTypeOf(parseChExt(section.ch_ext)) === 'strategyCard');
  const entries = [
    ...(strategy ? [{ key: 'strategy', label: t('home.entryStrategy'), to: href(`channel/position/${strategy.id}`) }] : []),
    { key: 'wiki', label: t('home.entryWiki'), to: href('') },
    { key: 'summon', label: t('home.entrySummon'), to: href('summon') },
  ];
  return (
    <nav className={styles.entries} aria-label={t('home.entries')}>
      {entries.map((entry) => (
        <Link key={entry.key} className={styles.entry} to={entry.to}>
          {entry.label}
        </Link>
      ))}
    </nav>
  );
}
