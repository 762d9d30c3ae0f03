import { useMemo, useState } from 'react';
import { useNavigate, useNavigation } from 'react-router';
import type { ChannelNode } from '../../../shared/contract/channel.ts';
import { chExtValue, displayTypeOf, parseChExt, parseFilterDefinition, parseItemExt } from '../../../shared/channel-ext.ts';
import { MORE_DRAWER_THRESHOLD, matchesFilters } from '../../../shared/blocks.ts';
import { useT } from '../../i18n/index.ts';
import { useSwipe } from '../../lib/use-swipe.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import { ChannelBlock, blockKindOf, isSelfLoading } from '../blocks/ChannelBlock.tsx';
import { ChannelSearch } from './ChannelSearch.tsx';
import { ChannelTabs } from './ChannelTabs.tsx';
import { FilterDrawer } from './FilterDrawer.tsx';
import { FilterDropdowns } from './FilterDropdowns.tsx';
import { chosenValues, validChoice, type FilterChoice } from './filter-state.ts';
import styles from './ChannelView.module.css';

interface ChannelViewProps {
  channelType: string;
  parent: ChannelNode;
  active: ChannelNode;
}

/** The filter definition of the active tab, else of its parent; invalid JSON gives none. */
function filterGroupsOf(active: ChannelNode, parent: ChannelNode) {
  const own = chExtValue(parseChExt(active.ch_ext), 'filter');
  return parseFilterDefinition(own || chExtValue(parseChExt(parent.ch_ext), 'filter'));
}

/**
 * A channel page's body: tabs, search box, filters and the active tab's block. Mount it keyed
 * by the active tab, so changing tab starts with no filters and no search.
 */
export function ChannelView({ channelType, parent, active }: ChannelViewProps) {
  const t = useT();
  const { layout, href } = useWiki();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [choice, setChoice] = useState<FilterChoice>({});
  const [term, setTerm] = useState('');

  const groups = useMemo(() => filterGroupsOf(active, parent), [active, parent]);
  const chosen = chosenValues(validChoice(groups, choice));
  const items = chosen.length === 0 ? active.list : active.list.filter((item) => matchesFilters(parseItemExt(item.ext, active.id).filterValues, chosen));
  const cards = displayTypeOf(parseChExt(active.ch_ext)) === 'cardFilter' || displayTypeOf(parseChExt(parent.ch_ext)) === 'cardFilter';

  const tabs = parent.children;
  const index = tabs.findIndex((tab) => tab.id === active.id);
  const swipe = useSwipe(
    (direction) => {
      const next = tabs[index + (direction === 'left' ? 1 : -1)];
      if (next) void navigate(href(`channel/${channelType}/${parent.id}/${next.id}`), { replace: true, preventScrollReset: true });
    },
    layout === 'mobile' && tabs.length > 1,
  );

  // Typing a search clears the filters; changing a filter clears the search.
  const onTermChange = (value: string) => {
    setTerm(value);
    if (value.trim() !== '') setChoice({});
  };
  const onChoiceChange = (next: FilterChoice) => {
    setChoice(next);
    setTerm('');
  };

  const loading = navigation.state === 'loading' && navigation.location.pathname.includes('/channel/');
  return (
    <>
      {tabs.length > 0 ? (
        <ChannelTabs
          channelType={channelType}
          parent={parent}
          activeId={active.id}
          withMoreDrawer={layout === 'mobile' && tabs.length >= MORE_DRAWER_THRESHOLD}
        />
      ) : null}
      {isSelfLoading(blockKindOf(active)) ? null : (
        <div className={styles.toolbar}>
          <ChannelSearch items={active.list} cards={cards} term={term} onTermChange={onTermChange} />
          {groups.length > 0 ? (
            layout === 'mobile' ? (
              <FilterDrawer groups={groups} choice={choice} onChange={onChoiceChange} />
            ) : (
              <FilterDropdowns groups={groups} choice={choice} onChange={onChoiceChange} />
            )
          ) : null}
        </div>
      )}
      <div role="tabpanel" aria-busy={loading} className={styles.panel} {...swipe}>
        {loading ? (
          <p className={styles.notice}>{t('app.loading')}</p>
        ) : items.length === 0 && chosen.length > 0 ? (
          <p className={styles.notice}>{t('channel.noMatch')}</p>
        ) : (
          <ChannelBlock channel={active} items={items} limited={false} />
        )}
      </div>
    </>
  );
}
