import { Link, useParams } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import type { CatalogueData, CatalogueNode } from './catalogue-types.ts';
import styles from './Catalogue.module.css';

interface CatalogueProps {
  data: CatalogueData;
  /** Called when a leaf is chosen (the drawer closes). */
  onNavigate?: () => void;
}

/** The catalogue's entries in the spec's order: latest, contribute, the position list, the map list. */
export function Catalogue({ data, onNavigate }: CatalogueProps) {
  const t = useT();
  const { href } = useWiki();
  const params = useParams();
  const onChannelPage = params.channelType !== undefined;
  const activeId = Number(params.childId ?? params.parentId ?? NaN);

  const leaf = (key: string, to: string, label: string, active: boolean, external = false) => (
    <li key={key}>
      {external ? (
        <a className={styles.leaf} href={to} target="_blank" rel="noopener noreferrer">
          {label}
        </a>
      ) : (
        <Link
          className={active ? `${styles.leaf} ${styles.active}` : styles.leaf}
          to={to}
          replace={onChannelPage}
          aria-current={active ? 'page' : undefined}
          onClick={onNavigate}
        >
          {label}
        </Link>
      )}
    </li>
  );

  const channelLeaf = (node: CatalogueNode, channelType: string) =>
    node.jump_url
      ? leaf(`c${node.id}`, node.jump_url, node.name, false, true)
      : leaf(
          `c${node.id}`,
          href(node.parent_id ? `channel/${channelType}/${node.parent_id}/${node.id}` : `channel/${channelType}/${node.id}`),
          node.name,
          node.id === activeId,
        );

  return (
    <nav className={styles.catalogue} aria-label={t('catalogue.title')}>
      <ul className={styles.list}>
        {leaf('latest', href('channel/latest/content'), t('catalogue.latest'), params.channelType === 'latest')}
        {data.contribute.map((node) => channelLeaf(node, 'map'))}
      </ul>
      {data.positions.map((section) => (
        <section key={section.id} className={styles.group}>
          {section.children.length > 0 ? (
            <>
              <h3 className={styles.groupName}>{section.name}</h3>
              <ul className={styles.list}>{section.children.map((child) => channelLeaf(child, 'position'))}</ul>
            </>
          ) : (
            <ul className={styles.list}>{channelLeaf(section, 'position')}</ul>
          )}
        </section>
      ))}
      {data.maps.length > 0 ? (
        <section className={styles.group}>
          <ul className={styles.list}>{data.maps.map((node) => channelLeaf(node, 'map'))}</ul>
        </section>
      ) : null}
    </nav>
  );
}
