import { useState } from 'react';
import { Link } from 'react-router';
import type { PageChannelNode, PageContentItem } from '../../../shared/contract/channel.ts';
import { useT } from '../../i18n/index.ts';
import * as homeCalls from '../../../shared/contract/calls/home.ts';
import { callApi } from '../../lib/api-client.ts';
import { useTabKeys } from '../../lib/tab-keys.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import { ChannelBlock } from '../blocks/ChannelBlock.tsx';
import { RedDot } from '../red-point/RedDot.tsx';
import styles from './ChannelSection.module.css';

/** A home section: its child channels as tabs, each tab's entries loaded on demand. */
export function ChannelSection({ section }: { section: PageChannelNode }) {
  const t = useT();
  const { edition, href } = useWiki();
  const tabs = section.children.length > 0 ? section.children : [section];
  const [activeId, setActiveId] = useState(tabs[0]!.id);
  const [lists, setLists] = useState<Record<number, PageContentItem[]>>(() =>
    Object.fromEntries(tabs.filter((tab) => tab.list.length > 0).map((tab) => [tab.id, tab.list])),
  );
  const [loading, setLoading] = useState(false);

  async function select(id: number) {
    setActiveId(id);
    if (lists[id]) return;
    setLoading(true);
    try {
      const data = await callApi(edition.app_sn, homeCalls.contentList, { channel_id: id });
      setLists((current) => ({ ...current, [id]: data.list[0]?.list ?? [] }));
    } catch (error) {
      console.error('channel content failed to load', error);
    } finally {
      setLoading(false);
    }
  }

  const activeIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === activeId),
  );
  const keys = useTabKeys(tabs.length, activeIndex, (index) => void select(tabs[index]!.id));
  const items = lists[activeId];
  const activeTab = tabs.find((tab) => tab.id === activeId) ?? tabs[0]!;
  const morePath = section.children.length > 0 ? `channel/position/${section.id}/${activeId}` : `channel/position/${section.id}`;
  return (
    <section className={styles.section} aria-labelledby={`section-${section.id}`}>
      <div className={styles.head}>
        <h2 id={`section-${section.id}`} className={styles.name}>
          {section.name}
        </h2>
        <Link className={styles.more} to={href(morePath)}>
          {t('home.more')}
        </Link>
      </div>
      {section.children.length > 0 ? (
        <div className={styles.tabs} role="tablist" aria-label={section.name} onKeyDown={keys.onKeyDown}>
          {tabs.map((tab, index) => (
            <RedDot key={tab.id} type="channel" id={tab.id} placement="inset" className={styles.tabDot}>
              <button
                type="button"
                role="tab"
                aria-selected={tab.id === activeId}
                {...keys.tabProps(index)}
                className={tab.id === activeId ? `${styles.tab} ${styles.active}` : styles.tab}
                onClick={() => void select(tab.id)}
              >
                {tab.name}
              </button>
            </RedDot>
          ))}
        </div>
      ) : null}
      <div role="tabpanel" className={styles.panel}>
        {loading && !items ? <p className={styles.loading}>{t('app.loading')}</p> : <ChannelBlock channel={activeTab} items={items ?? []} limited />}
      </div>
    </section>
  );
}
