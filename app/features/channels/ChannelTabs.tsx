import { Link } from 'react-router';
import type { ChannelNode } from '../../../shared/contract/channel.ts';
import { useT } from '../../i18n/index.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import styles from './ChannelTabs.module.css';
import { MoreTabsDrawer } from './MoreTabsDrawer.tsx';
import { RedDot } from '../red-point/RedDot.tsx';

interface ChannelTabsProps {
  channelType: string;
  parent: ChannelNode;
  activeId: number;
  /** Offer the '全部图鉴分类' drawer (mobile, 7+ tabs, not on home or summon). */
  withMoreDrawer: boolean;
}

/** Child channels as tabs; the route's childId carries the active one (replaced, not pushed). */
export function ChannelTabs({ channelType, parent, activeId, withMoreDrawer }: ChannelTabsProps) {
  const t = useT();
  const { href } = useWiki();
  const hrefOf = (child: ChannelNode) => href(`channel/${channelType}/${parent.id}/${child.id}`);
  return (
    <div className={styles.row}>
      <nav className={styles.tabs} aria-label={t('channel.tabs')}>
        {parent.children.map((child) => (
          <RedDot key={child.id} type="channel" id={child.id} placement="inset" className={styles.tabDot}>
            <Link
              to={hrefOf(child)}
              replace
              preventScrollReset
              aria-current={child.id === activeId ? 'page' : undefined}
              className={child.id === activeId ? `${styles.tab} ${styles.active}` : styles.tab}
            >
              {child.name}
            </Link>
          </RedDot>
        ))}
      </nav>
      {withMoreDrawer ? <MoreTabsDrawer tabs={parent.children} activeId={activeId} hrefOf={hrefOf} /> : null}
    </div>
  );
}
