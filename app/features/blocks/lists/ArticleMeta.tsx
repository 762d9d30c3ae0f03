import type { PageContentItem } from '../../../../shared/contract/channel.ts';
import { relativeTime } from '../../../lib/format/time-texts.ts';
import { useTimeText } from '../../../i18n/time-text.ts';
import { useFormat } from '../../../lib/format/use-format.ts';
import { articleSeconds, isoTime } from './item-media.ts';
import { useNow } from './use-now.ts';
import styles from './ArticleMeta.module.css';

interface ArticleMetaProps {
  item: Pick<PageContentItem, 'article_user_name' | 'article_time'>;
  className?: string;
}

/** Author and relative time of an article ('3小时前'); the time fills in once mounted. */
export function ArticleMeta({ item, className }: ArticleMetaProps) {
  const now = useNow();
  const timeText = useTimeText();
  const { timeZone } = useFormat();
  const seconds = articleSeconds(item);
  const author = item.article_user_name.trim();
  if (!author && !seconds) return null;
  return (
    <span className={className ? `${styles.meta} ${className}` : styles.meta}>
      {author ? <span className={styles.author}>{author}</span> : null}
      {seconds ? (
        <time className={styles.time} dateTime={isoTime(seconds * 1000)}>
          {now === null ? '' : timeText(relativeTime(seconds, now, timeZone))}
        </time>
      ) : null}
    </span>
  );
}
