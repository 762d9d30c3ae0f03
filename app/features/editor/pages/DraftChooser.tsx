import { useEffect } from 'react';
import type { DraftSummary } from '../../../../shared/contract/contributing.ts';
import { useT } from '../../../i18n/index.ts';
import { useFormatTime } from '../../contributing/format-time.ts';
import type { ApiData } from '../../../lib/route-data.ts';
import styles from '../editor.module.css';

/** The drafts of new entries in a channel among the user's drafts (newest change first, as the list comes). */
export const newEntryDraftsOf = (drafts: readonly DraftSummary[], menuId: number) =>
  drafts.filter((draft) => draft.entry_page_id === 0 && draft.menu_id === menuId);

/**
 * /words/create of a channel where the user has unsent drafts of new entries: continue one of
 * them, or start a new entry. Without such drafts (or when they cannot be read) the new entry
 * starts at once: creating is never blocked by this question. The route's clientLoader reads the
 * drafts (loadNewEntryDrafts).
 */
export function DraftChooser({ drafts: state, onChoose }: { drafts: ApiData<DraftSummary[]>; onChoose: (draftId: number | undefined) => void }) {
  const t = useT();
  const formatTime = useFormatTime();
  const nothingToChoose = state.status === 'failed' || (state.status === 'ready' && state.data.length === 0);

  useEffect(() => {
    if (nothingToChoose) onChoose(undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- decided once per answer; onChoose is a new function on every render of the page.
  }, [nothingToChoose]);

  if (state.status !== 'ready' || nothingToChoose) return <p className={styles.pageMessage}>{t('editor.loading')}</p>;
  const loaded = { drafts: state.data };
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
