import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import styles from './SubmittedPage.module.css';

/**
 * The confirmation after a submission (/words/submitSuccess for a new entry,
 * /content/{id}/success for an edit): what happens next, and where to go.
 */
export function SubmittedPage({ auditId, entryId }: { auditId: number | null; entryId: number | null }) {
  const t = useT();
  const { href } = useWiki();
  return (
    <section className={styles.page} aria-labelledby="submitted-title">
      <svg className={styles.mark} viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.12" />
        <path d="M14 25l7 7 13-15" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h2 id="submitted-title" className={styles.title}>
        {t('submitted.title')}
      </h2>
      <p className={styles.lead}>{t(entryId ? 'submitted.edit' : 'submitted.newEntry')}</p>
      {auditId ? <p className={styles.number}>{t('submitted.number', { id: auditId })}</p> : null}
      <div className={styles.next}>
        <h3 className={styles.nextTitle}>{t('submitted.nextTitle')}</h3>
        <ol className={styles.steps}>
          <li>{t('submitted.next1')}</li>
          <li>{t('submitted.next2')}</li>
          <li>{t('submitted.next3')}</li>
        </ol>
      </div>
      <nav className={styles.links}>
        <Link className={styles.primary} to={href('words/list', { tab: 'pending' })}>
          {t('submitted.myWords')}
        </Link>
        {entryId ? (
          <Link className={styles.secondary} to={href(`content/${entryId}/detail`)}>
            {t('submitted.backToEntry')}
          </Link>
        ) : null}
        <Link className={styles.secondary} to={href('')}>
          {t('submitted.home')}
        </Link>
      </nav>
    </section>
  );
}
