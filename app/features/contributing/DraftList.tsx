import { useEffect } from 'react';
import { LanguageBadge } from './LanguageBadge.tsx';
import { Link } from 'react-router';
import type { DraftListAnswer, DraftSummary } from '../../../shared/contract/contributing.ts';
import { useT } from '../../i18n/index.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import type { ConfirmRequest } from './ConfirmDialog.tsx';
import type { MyWordsWrite } from './contributing-data.ts';
import { continueDraftTarget } from './contributing-links.ts';
import { useFormatTime } from './format-time.ts';
import { ListState } from './ListState.tsx';
import { MY_WORDS_PAGE_SIZE } from './my-words-tabs.ts';
import { Pager } from './Pager.tsx';
import { runAction } from './run-action.ts';
import { useRetry, useRouteAction, type ApiData } from '../../lib/route-data.ts';
import styles from './MyWords.module.css';

interface Props {
  /** The list of the page, from the route's loader. */
  state: ApiData<DraftListAnswer>;
  page: number;
  onPage: (page: number) => void;
  onConfirm: (request: ConfirmRequest) => void;
}

/** The caller's drafts, newest change first: continue editing, copy, delete. */
export function DraftList({ state, page, onPage, onConfirm }: Props) {
  const t = useT();
  const { edition } = useWiki();
  const retry = useRetry();
  // My words' route action: once it succeeds, the router reloads the list.
  const run = useRouteAction();
  const write = (body: MyWordsWrite) => run(body);
  // A page emptied by a deletion: show the one before it.
  const stranded = state.status === 'ready' && state.data.list.length === 0 && page > 1;
  useEffect(() => {
    if (stranded) onPage(page - 1);
  }, [stranded, page, onPage]);

  const copy = (draft: DraftSummary) =>
    void runAction(`draft-${draft.draft_id}`, async () => {
      await write({ intent: 'copy-draft', app_sn: edition.app_sn, draft_id: draft.draft_id });
      return t('contributing.copied');
    });

  const remove = (draft: DraftSummary, name: string) =>
    onConfirm({
      title: t('contributing.deleteDraftTitle'),
      text: t('contributing.deleteDraftText', { name }),
      confirmLabel: t('contributing.delete'),
      danger: true,
      onConfirm: () =>
        runAction(`draft-${draft.draft_id}`, async () => {
          await write({ intent: 'delete-draft', app_sn: edition.app_sn, draft_id: draft.draft_id });
          return t('contributing.draftDeleted');
        }),
    });

  return (
    <ListState state={state} empty={t('contributing.empty.drafts')} onRetry={retry}>
      {(data) => (
        <>
          <p className={styles.total}>{t('contributing.total', { total: data.total })}</p>
          <ul className={styles.list}>
            {data.list.map((draft) => (
              <DraftRow key={draft.draft_id} draft={draft} onCopy={() => copy(draft)} onDelete={(name) => remove(draft, name)} />
            ))}
          </ul>
          <Pager page={page} total={data.total} pageSize={MY_WORDS_PAGE_SIZE} onPage={onPage} />
        </>
      )}
    </ListState>
  );
}

function DraftRow({ draft, onCopy, onDelete }: { draft: DraftSummary; onCopy: () => void; onDelete: (name: string) => void }) {
  const t = useT();
  const formatTime = useFormatTime();
  const { href } = useWiki();
  const name = draft.name || t('contributing.untitled');
  const target = continueDraftTarget(draft);
  return (
    <li className={styles.item} data-draft-id={draft.draft_id}>
      <div className={styles.itemHead}>
        <span className={styles.badge}>{t(draft.entry_page_id > 0 ? 'contributing.kind.edit' : 'contributing.kind.new')}</span>
        <LanguageBadge lang={draft.lang} />
        <span className={styles.name}>{name}</span>
      </div>
      <p className={styles.meta}>
        {draft.menu_name ? <span>{t('contributing.channel', { name: draft.menu_name })}</span> : null}
        <span>{t('contributing.savedAt', { time: formatTime(draft.updated_at) })}</span>
      </p>
      <div className={styles.actions}>
        <Link className={styles.primary} to={href(target.path, target.query)} aria-label={t('contributing.continueNamed', { name })}>
          {t('contributing.continue')}
        </Link>
        <button type="button" className={styles.secondary} onClick={onCopy} aria-label={t('contributing.copyNamed', { name })}>
          {t('contributing.copy')}
        </button>
        <button type="button" className={styles.danger} onClick={() => onDelete(name)} aria-label={t('contributing.deleteNamed', { name })}>
          {t('contributing.delete')}
        </button>
      </div>
    </li>
  );
}
