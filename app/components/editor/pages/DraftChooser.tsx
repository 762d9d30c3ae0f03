import { useEffect, useState } from 'react';
import type { DraftSummary } from '../../../../shared/contract/contributing.ts';
import { EDITOR_LIMITS } from '../../../../shared/limits.ts';
import { useT } from '../../../i18n/index.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { useWiki } from '../../../lib/wiki-context.tsx';
import { useFormatTime } from '../../contributing/format-time.ts';
import styles from '../editor.module.css';

/** The drafts of new entries in a channel among the user's drafts (newest change first, as the list comes). */
export const newEntryDraftsOf = (drafts: readonly DraftSummary[], menuId: number) => drafts.filter((draft) => draft.entry_page_id === 0 && draft.menu_id === menuId);

type Loaded = { kind: 'loading' } | { kind: 'ready'; drafts: DraftSummary[] };

/**
 * /words/create of a channel where the user has unsent drafts of new entries: continue one of
 * them, or start a new entry. Without such drafts (or when they cannot be read) the new entry
 * starts at once: creating is never blocked by this question.
 */
export function DraftChooser({ menuId, onChoose }: { menuId: number; onChoose: (draftId: number | undefined) => void }) {
  const t = useT();
  const formatTime = useFormatTime();
  const { edition } = useWiki();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });

  useEffect(() => {
    let cancelled = false;
    // A user keeps at most EDITOR_LIMITS.draftsPerUser drafts: one page of the largest size holds them all.
    apiGet<{ list: DraftSummary[] }>(edition.app_sn, '/wapi/entry_page/draft/list', { page_num: 1, page_size: EDITOR_LIMITS.maxListPageSize }, { silent: true }).then(
      (answer) => {
        if (cancelled) return;
        const drafts = newEntryDraftsOf(answer.list, menuId);
        if (drafts.length === 0) onChoose(undefined);
        else setLoaded({ kind: 'ready', drafts });
      },
      () => !cancelled && onChoose(undefined),
    );
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked once per channel; onChoose is a new function on every render of the page.
  }, [edition.app_sn, menuId]);

  if (loaded.kind === 'loading') return <p className={styles.pageMessage}>{t('editor.loading')}</p>;
  const channel = loaded.drafts[0]?.menu_name ?? '';
  return (
    <section className={styles.simplePage} aria-labelledby="resume-title" data-draft-chooser="">
      <h1 id="resume-title" className={styles.pageTitle}>
        {t('resume.title')}
      </h1>
      <p className={styles.muted}>{t('resume.text', { channel, n: loaded.drafts.length })}</p>
      <ul className={styles.resumeList} aria-label={t('resume.list')}>
        {loaded.drafts.map((draft) => (
          <li key={draft.draft_id} className={styles.resumeItem}>
            <span className={styles.resumeName}>{draft.name || t('contributing.untitled')}</span>
            <span className={styles.muted}>{t('resume.savedAt', { time: formatTime(draft.updated_at) })}</span>
            <button
              type="button"
              className={styles.smallPrimary}
              aria-label={t('contributing.continueNamed', { name: draft.name || t('contributing.untitled') })}
              onClick={() => onChoose(draft.draft_id)}
            >
              {t('resume.continue')}
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.pageActions}>
        <button type="button" className={styles.secondaryButton} onClick={() => onChoose(undefined)}>
          {t('resume.new')}
        </button>
      </div>
    </section>
  );
}
