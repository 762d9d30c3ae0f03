import { Link } from 'react-router';
import { toast } from '../../lib/toast/toast.ts';
import { imageVariant } from '../../../shared/images.ts';
import type { EncycPageData } from './encyc.server.ts';
import { useT } from '../../i18n/index.ts';
import { share } from '../../lib/app-bridge.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import { chooseFilter, encycQuery } from './encyc-query.ts';
import styles from './EncycView.module.css';

const cx = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

/** Menus, sub-menus, filter rows (one option per group, '不限' clears it), the entry grid and its pages; all in the URL. */
export function EncycView({ data }: { data: EncycPageData & { title: string } }) {
  const t = useT();
  const { href } = useWiki();
  // href() takes single values; the view repeats filter=, so its query is appended.
  const hrefOf = (menuId: number, filters: string[], page = 1) => `${href('encyc')}&${encycQuery({ menuId, filters, page }).toString()}`;
  const menu = data.menus.find((item) => item.menu_id === data.menuId);
  const sub = data.subMenuId;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));

  const shareView = async () => {
    if ((await share({ title: data.title, url: window.location.href })) === 'copied') toast.success(t('encyc.copied'), { id: 'encyc-share' });
  };

  if (!menu || sub === null) return <p className={styles.notice}>{t('encyc.empty')}</p>;
  return (
    <section className={styles.page}>
      <nav className={styles.menus} aria-label={t('encyc.menus')}>
        {data.menus.map((item) => (
          <Link
            key={item.menu_id}
            className={cx(styles.menu, item.menu_id === menu.menu_id && styles.active)}
            aria-current={item.menu_id === menu.menu_id ? 'page' : undefined}
            to={hrefOf(item.sub_menus[0]?.menu_id ?? item.menu_id, [])}
            preventScrollReset
          >
            {item.name}
          </Link>
        ))}
      </nav>
      {menu.sub_menus.length > 1 ? (
        <nav className={styles.subMenus} aria-label={t('encyc.subMenus')}>
          {menu.sub_menus.map((item) => (
            <Link
              key={item.menu_id}
              className={cx(styles.subMenu, item.menu_id === sub && styles.activeSub)}
              aria-current={item.menu_id === sub ? 'page' : undefined}
              to={hrefOf(item.menu_id, [])}
              preventScrollReset
            >
              {item.name}
            </Link>
          ))}
        </nav>
      ) : null}
      {data.filterGroups.length > 0 ? (
        <div className={styles.filters} role="group" aria-label={t('encyc.filters')}>
          {data.filterGroups.map((group) => {
            const chosen = data.filters.find((value) => value.startsWith(`${group.key}/`));
            return (
              <div key={group.key} className={styles.filterRow} role="group" aria-label={group.text}>
                <span className={styles.filterLabel}>{group.text}</span>
                <Link
                  className={cx(styles.option, !chosen && styles.chosen)}
                  aria-pressed={!chosen}
                  role="button"
                  to={hrefOf(sub, chooseFilter(data.filters, group.key, null))}
                  preventScrollReset
                  replace
                >
                  {t('encyc.unlimited')}
                </Link>
                {group.values.map((value) => (
                  <Link
                    key={value.id}
                    className={cx(styles.option, chosen === value.id && styles.chosen)}
                    aria-pressed={chosen === value.id}
                    role="button"
                    to={hrefOf(sub, chooseFilter(data.filters, group.key, chosen === value.id ? null : value.value))}
                    preventScrollReset
                    replace
                  >
                    {value.value}
                  </Link>
                ))}
              </div>
            );
          })}
        </div>
      ) : null}
      <div className={styles.bar}>
        <span className={styles.total}>{t('encyc.total', { total: data.total })}</span>
        {data.filters.length > 0 ? (
          <Link className={styles.reset} to={hrefOf(sub, [])} preventScrollReset replace>
            {t('encyc.reset')}
          </Link>
        ) : null}
        <button type="button" className={styles.share} onClick={() => void shareView()}>
          {t('encyc.share')}
        </button>
      </div>
      {data.list.length === 0 ? (
        <p className={styles.notice}>{t('encyc.empty')}</p>
      ) : (
        <ul className={styles.grid}>
          {data.list.map((entry) => (
            <li key={entry.entry_page_id}>
              <Link className={styles.card} to={href(`content/${entry.entry_page_id}/detail`)}>
                {entry.icon_url ? (
                  <img className={styles.icon} src={imageVariant(entry.icon_url, 160)} alt="" width={80} height={80} loading="lazy" />
                ) : (
                  <span className={styles.icon} />
                )}
                <span className={styles.name}>{entry.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={t('encyc.page', { page: data.page, pages })}>
          {data.page > 1 ? <Link to={hrefOf(sub, data.filters, data.page - 1)}>{t('encyc.prev')}</Link> : <span />}
          <span>{t('encyc.page', { page: data.page, pages })}</span>
          {data.page < pages ? <Link to={hrefOf(sub, data.filters, data.page + 1)}>{t('encyc.next')}</Link> : <span />}
        </nav>
      ) : null}
    </section>
  );
}
