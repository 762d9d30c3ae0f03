import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { EntryTemplateAnswer } from '../../../../shared/contract/contributing.ts';
import { useT } from '../../../i18n/index.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { useWiki } from '../../../lib/wiki-context.tsx';
import { PreviewPane } from '../PreviewPane.tsx';
import styles from '../editor.module.css';

type State = { kind: 'loading' } | { kind: 'ready'; template: EntryTemplateAnswer } | { kind: 'failed'; message: string };

/** /words/mock?menuId: a channel's starting template as readers would see it. */
export function MockTemplate({ menuId }: { menuId: number | null }) {
  const t = useT();
  const { edition, href } = useWiki();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    if (!menuId) return;
    let cancelled = false;
    apiGet<EntryTemplateAnswer>(edition.app_sn, '/wapi/get_entry_page_template', { menu_id: menuId }).then(
      (template) => !cancelled && setState({ kind: 'ready', template }),
      (error: unknown) => !cancelled && setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [edition.app_sn, menuId]);

  if (!menuId) return <p className={styles.pageMessage}>{t('editor.mock.missing')}</p>;
  if (state.kind === 'loading') return <p className={styles.pageMessage}>{t('editor.loading')}</p>;
  if (state.kind === 'failed') return <p className={styles.pageMessage} role="alert">{t('editor.loadFailed', { message: state.message })}</p>;
  const { template } = state;
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
