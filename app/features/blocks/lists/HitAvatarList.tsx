import { truncateFor } from '../../../../shared/blocks.ts';
import { useLayout } from '../../../lib/wiki-context.tsx';
import { ContentLink } from '../../content/ContentLink.tsx';
import type { BlockProps } from '../types.ts';
import { BlockEmpty } from './BlockEmpty.tsx';
import { ListImage } from './ListImage.tsx';
import styles from './HitAvatarList.module.css';

/** Avatar diameter in CSS px per layout. */
const AVATAR = { mobile: 60, pc: 88 } as const;

/** hitAvatar: round avatars (the entry icons) with their names, four in a row. */
export function HitAvatarList({ items, displayType, limited }: BlockProps) {
  const layout = useLayout();
  const shown = truncateFor(items, displayType, layout, limited);
  if (shown.length === 0) return <BlockEmpty />;
  const size = AVATAR[layout];
  return (
    <ul className={styles.list}>
      {shown.map((item) => (
        <li key={`${item.recommend_id}:${item.content_id}`} className={styles.item}>
          <ContentLink item={item} className={styles.link}>
            <span className={styles.avatar}>
              <ListImage media={item.icon ? { src: item.icon, kind: 'icon' } : { src: '', kind: 'none' }} width={size} height={size} className={styles.face} />
            </span>
            <span className={styles.name}>{item.title}</span>
          </ContentLink>
        </li>
      ))}
    </ul>
  );
}
