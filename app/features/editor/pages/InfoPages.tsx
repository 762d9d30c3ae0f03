import { Link } from 'react-router';
import { useT } from '../../../i18n/index.ts';
import { useWiki } from '../../../lib/wiki-context.tsx';
import styles from '../editor.module.css';

/** /content/{id}/notice: the editing guidelines, then 'start editing'. */
export function NoticePage({ id }: { id: number | null }) {
  const t = useT();
  const { href } = useWiki();
  return (
    <section className={styles.simplePage} aria-labelledby="notice-title">
      <h1 id="notice-title" className={styles.pageTitle}>
        {t('editor.notice.title')}
      </h1>
      <p>{t('editor.notice.intro')}</p>
      <ol className={styles.rules}>
        <li>{t('editor.notice.rule1')}</li>
        <li>{t('editor.notice.rule2')}</li>
        <li>{t('editor.notice.rule3')}</li>
        <li>{t('editor.notice.rule4')}</li>
      </ol>
      <div className={styles.pageActions}>
        {id ? (
          <Link className={styles.secondaryButton} to={href(`content/${id}/detail`)}>
            {t('editor.notice.back')}
          </Link>
        ) : null}
        <Link className={styles.primaryButton} to={href(id ? `editor/${id}` : 'words/create')}>
          {t('editor.notice.start')}
        </Link>
      </div>
    </section>
  );
}

/** /content/{id}/save: the draft is saved; continue editing or see my entries. */
export function SavedPage({ id, draftId }: { id: number | null; draftId: number | null }) {
  const t = useT();
  const { href } = useWiki();
  const continueTo = id ? href(`editor/${id}`) : draftId ? href('editor', { draft_id: String(draftId) }) : href('words/list');
  return (
    <section className={`${styles.simplePage} ${styles.centered}`} aria-labelledby="saved-title">
      <div className={styles.savedMark} aria-hidden="true">
        ✓
      </div>
      <h1 id="saved-title" className={styles.pageTitle}>
        {t('editor.save.title')}
      </h1>
      <p className={styles.muted}>{t('editor.save.body')}</p>
      <div className={styles.pageActions}>
        <Link className={styles.primaryButton} to={continueTo}>
          {t('editor.save.continue')}
        </Link>
        <Link className={styles.secondaryButton} to={href('words/list')}>
          {t('editor.save.myWords')}
        </Link>
      </div>
    </section>
  );
}
