import { useState } from 'react';
import type { ChannelNode, ContentItem } from '../../../../shared/contract/channel.ts';
import { inputToChExt } from '../../../../shared/contract/operator-ch-ext.ts';
import type { ChExtInput } from '../../../../shared/contract/operator-channels.ts';
import type { Layout } from '../../../../shared/layout.ts';
import { useT } from '../../../i18n/index.ts';
import { LayoutContext } from '../../../lib/wiki-context.tsx';
import { ChannelBlock } from '../../blocks/ChannelBlock.tsx';
import styles from '../admin.module.css';

interface PreviewProps {
  id: number;
  name: string;
  chExt: ChExtInput;
  /** The stored ch_ext text (attributes the form does not manage are kept). */
  previous: string;
  items: ContentItem[];
  childNodes: ChannelNode[];
}

/** Sample items when the channel has none yet, so the block's shape shows. */
function samples(t: ReturnType<typeof useT>, channelId: number): ContentItem[] {
  return [1, 2, 3, 4].map((n) => ({
    content_id: -n,
    recommend_id: -n,
    title: t('operator.preview.sample', { n }),
    ext: JSON.stringify({ [`c_${channelId}`]: {} }),
    icon: '',
    bbs_url: '',
    type: 1,
    article_user_name: '',
    article_time: '0',
    avatar_url: '',
    summary: '',
    alias_name: '',
    corner_mark: '',
    end_time: 0,
  }));
}

/** The reader's block for the form's current values, at PC or mobile width. */
export function ChannelPreview({ id, name, chExt, previous, items, childNodes }: PreviewProps) {
  const t = useT();
  const [layout, setLayout] = useState<Layout>('pc');
  const channel: ChannelNode = {
    id,
    channel_id: id,
    name,
    parent_id: 0,
    depth: 1,
    ch_ext: inputToChExt(chExt, previous),
    is_recent_update: false,
    children: childNodes,
    list: items.length > 0 ? items : samples(t, id),
  };
  return (
    <section aria-label={t('operator.preview')}>
      <div className={styles.row}>
        <h3>{t('operator.preview')}</h3>
        {(['pc', 'mobile'] as const).map((option) => (
          <button key={option} type="button" className={styles.small} aria-pressed={layout === option} onClick={() => setLayout(option)}>
            {t(option === 'pc' ? 'operator.preview.pc' : 'operator.preview.mobile')}
          </button>
        ))}
      </div>
      <div className={layout === 'mobile' ? `${styles.preview} ${styles.previewMobile}` : styles.preview} data-testid="channel-preview">
        <LayoutContext.Provider value={layout}>
          <ChannelBlock channel={channel} limited={false} />
        </LayoutContext.Provider>
      </div>
    </section>
  );
}
