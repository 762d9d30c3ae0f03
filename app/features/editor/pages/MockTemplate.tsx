import { Link } from 'react-router';
import type { EntryTemplateAnswer } from '../../../../shared/contract/contributing.ts';
import { useT } from '../../../i18n/index.ts';
import { useWiki } from '../../../lib/wiki-context.tsx';
import type { ApiData } from '../../../lib/route-data.ts';
import { PreviewPane } from '../PreviewPane.tsx';
import styles from '../editor.module.css';

/** /words/mock?menuId: a channel's starting template as readers would see it (the route's clientLoader reads it). */
export function MockTemplate({ menuId, state }: { menuId: number | null; state: ApiData<EntryTemplateAnswer> }) {
  const t = useT();
  const { href } = useWiki();

  if (!menuId) return <p className={styles.pageMessage}>{t('editor.mock.missing')}</p>;
  if (state.status === 'loading') return <p className={styles.pageMessage}>{t('editor.loading')}</p>;
  if (state.status === 'failed')
    return (
      <p className={styles.pageMessage} role="alert">
        {t('editor.loadFailed', { message: state.message })}
      </p>
    );
  const template = state.data;
  return (
    <section className={styles.simplePage} aria-labelledby="mock-title">
      <div className={styles.mockHead}>
        <div>
          <h1 id="mock-title" className={styles.pageTitle}>
            {t('editor.mock.title', { name: template.menu_name })}
          </h1>
          <p className={styles.muted}>{t('editor.mock.note', { name: template.menu_name })}</p>
        </div>
        <Link className={styles.primaryButton} to={href('words/create', { menuId: String(menuId) })}>
          {t('editor.mock.start')}
        </Link>
      </div>
      <PreviewPane doc={template.doc} meta={{ id: 0, menuId: template.menu_id, menuName: template.menu_name, version: 1, mtime: 0 }} />
    </section>
  );
}
