import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { useAccount } from '../../lib/account/viewer-store.tsx';
import { useTabKeys } from '../../lib/tab-keys.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import { SignInPrompt } from '../accounts/SignInPrompt.tsx';
import { ConfirmDialog, type ConfirmRequest } from './ConfirmDialog.tsx';
import type { loadMyWords } from './contributing.server.ts';
import { DraftList } from './DraftList.tsx';
import { MY_WORDS_TABS, myWordsTabOf, pageOf, type MyWordsTab } from './my-words-tabs.ts';
import { SubmissionList } from './SubmissionList.tsx';
import styles from './MyWords.module.css';

const LOADING = { status: 'loading' } as const;

/**
 * /words/list, my words: the signed-in user's drafts and submissions by status (pending,
 * published, rejected, withdrawn), newest first, paged; tab and page live in the query.
 * Personal: the route's server loader reads the lists with the session (`words`, null when
 * signed out).
 */
export function MyWordsPage({ words }: { words: Awaited<ReturnType<typeof loadMyWords>> | null }) {
  const t = useT();
  const account = useAccount();
  const { href } = useWiki();
  const [params, setParams] = useSearchParams();
  const tab = myWordsTabOf(params.get('tab'));
  const page = pageOf(params.get('page'));
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const go = (next: MyWordsTab, nextPage = 1) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('tab', next);
        if (nextPage > 1) copy.set('page', String(nextPage));
        else copy.delete('page');
        return copy;
      },
      { replace: true, preventScrollReset: true },
    );
  const tabKeys = useTabKeys(MY_WORDS_TABS.length, MY_WORDS_TABS.indexOf(tab), (index) => go(MY_WORDS_TABS[index]!));

  if (account.status !== 'signed-in') {
    return (
      <section className={styles.page}>
        <h2 className={styles.heading}>{t('contributing.title')}</h2>
        <SignInPrompt text={t('contributing.signIn')} checkingText={t('contributing.loading')} />
      </section>
    );
  }

  return (
    <section className={styles.page}>
      <h2 className={styles.heading}>{t('contributing.title')}</h2>
      {/* Editor work beyond one's own: the entries waiting for a translation (issue 31). */}
      <Link className={styles.sideLink} to={href('words/translations')} data-translation-status-link="">
        {t('translate.status.link')}
      </Link>
      <div className={styles.tabs} role="tablist" aria-label={t('contributing.tabs')} onKeyDown={tabKeys.onKeyDown}>
        {MY_WORDS_TABS.map((item, index) => (
          <button
            key={item}
            type="button"
            role="tab"
            id={`words-tab-${item}`}
            aria-controls="words-panel"
            aria-selected={item === tab}
            {...tabKeys.tabProps(index)}
            className={item === tab ? `${styles.tab} ${styles.tabOn}` : styles.tab}
            onClick={() => go(item)}
          >
            {t(`contributing.tab.${item}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="words-panel" aria-labelledby={`words-tab-${tab}`}>
        {tab === 'drafts' ? (
          <DraftList state={words?.kind === 'drafts' ? words.list : LOADING} page={page} onPage={(next) => go(tab, next)} onConfirm={setConfirm} />
        ) : (
          <SubmissionList
            state={words?.kind === 'submissions' ? words.list : LOADING}
            status={tab}
            page={page}
            onPage={(next) => go(tab, next)}
            onConfirm={setConfirm}
            onOpenDrafts={() => go('drafts')}
          />
        )}
      </div>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </section>
  );
}
