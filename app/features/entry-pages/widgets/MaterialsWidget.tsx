import { useMemo } from 'react';
import { Link } from 'react-router';
import { imageVariant } from '../../../../shared/images.ts';
import { useT } from '../../../i18n/index.ts';
import { useWiki } from '../../../lib/wiki-context.tsx';
import { useMaterialMap } from '../entry-context.ts';
import { withCustomMaterial } from '../rules/material-map.ts';
import type { WidgetProps } from './types.ts';
import styles from '../entry.module.css';

/** Materials with counts; names and icons come from the material map (the entry pages batch). */
export default function MaterialsWidget({ data }: WidgetProps<'materials'>) {
  const t = useT();
  const { href } = useWiki();
  const base = useMaterialMap();
  const listed = useMemo(() => data.items.map((item) => item.entry_page_id), [data.items]);
  const map = useMemo(() => withCustomMaterial(base, listed, data.custom), [base, listed, data.custom]);
  const custom = data.custom?.id && map[data.custom.id] && !(data.custom.id in base) ? map[data.custom.id] : undefined;
  return (
    <ul className={styles.materials}>
      {data.items.map((item) => {
        const material = map[item.entry_page_id];
        if (!material) return null;
        return (
          <li key={item.entry_page_id}>
            <Link className={styles.material} to={href(`content/${material.id}/detail`)}>
              {material.icon_url ? (
                <img className={styles.materialIcon} src={imageVariant(material.icon_url, 96)} alt="" width={40} height={40} loading="lazy" decoding="async" />
              ) : null}
              <span className={styles.itemName}>{material.name}</span>
              <span className={styles.materialCount}>{t('entry.materials.count', { n: item.count })}</span>
            </Link>
          </li>
        );
      })}
      {custom ? (
        <li>
          <span className={styles.material}>
            {custom.icon_url ? (
              <img className={styles.materialIcon} src={imageVariant(custom.icon_url, 96)} alt="" width={40} height={40} loading="lazy" decoding="async" />
            ) : null}
            <span className={styles.itemName}>{custom.name}</span>
          </span>
        </li>
      ) : null}
    </ul>
  );
}
