import { useState } from 'react';
import { Link } from 'react-router';
import type { ChannelNode } from '../../../shared/contract/channel.ts';
import { Drawer } from '../../components/ui/Drawer.tsx';
import { useT } from '../../i18n/index.ts';
import { useLocalFlag } from '../../lib/local-flag.ts';
import styles from './drawer.module.css';
import tabStyles from './ChannelTabs.module.css';

/** Local flag: the '点击查看全部图鉴分类哦' tip was dismissed or the drawer opened. */
export const ILLUSTRATE_TIP_FLAG = 'almanac:illustrate-tip-seen';

interface MoreTabsDrawerProps {
  tabs: ChannelNode[];
  activeId: number;
  hrefOf: (tab: ChannelNode) => string;
}

/** '全部图鉴分类': every child tab in a drawer, with a first-time tip beside its button. */
export function MoreTabsDrawer({ tabs, activeId, hrefOf }: MoreTabsDrawerProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [tipSeen, rememberTip] = useLocalFlag(ILLUSTRATE_TIP_FLAG);

  return (
    <div className={tabStyles.moreWrap}>
      <Drawer
        placement="bottom"
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) rememberTip();
        }}
        trigger={
          <button type="button" className={tabStyles.moreButton} aria-label={t('channel.moreTabs')}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        }
        title={t('channel.moreTabs')}
        titleClassName={styles.title}
        className={styles.sheet}
      >
        <div className={styles.body}>
          <ul className={styles.links}>
            {tabs.map((tab) => (
              <li key={tab.id}>
                <Link
                  to={hrefOf(tab)}
                  replace
                  preventScrollReset
                  onClick={() => setOpen(false)}
                  aria-current={tab.id === activeId ? 'page' : undefined}
                  className={tab.id === activeId ? `${styles.link} ${styles.linkOn}` : styles.link}
                >
                  {tab.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </Drawer>
      {!tipSeen ? (
        <div className={tabStyles.tip} role="status">
          <span>{t('channel.moreTabsTip')}</span>
          <button type="button" className={tabStyles.tipClose} onClick={rememberTip}>
            {t('channel.closeTip')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
