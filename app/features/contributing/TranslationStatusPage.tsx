import { Form, Link, useSearchParams } from 'react-router';
import { TRANSLATION_STATES, type TranslationLangState, type TranslationStatusAnswer } from '../../../shared/contract/contributing.ts';
import { useLocale, useT, type MessageKey } from '../../i18n/index.ts';
import { languageName } from '../../lib/format/language-name.ts';
import { useRetry, type ApiData } from '../../lib/route-data.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import { SignInPrompt } from '../accounts/SignInPrompt.tsx';
import { ListState } from './ListState.tsx';
import { pageOf } from './my-words-tabs.ts';
import styles from './Review.module.css';
import own from './TranslationStatus.module.css';

/** Entries a page of the status view lists. */
export const TRANSLATION_STATUS_PAGE_SIZE = 20;

const STATE_KEY: Record<TranslationLangState['state'], MessageKey> = {
  missing: 'translate.status.missing',
  outdated: 'translate.status.outdated',
  current: 'translate.status.current',
};

/**
 * /words/translations (issue 31): for each channel, the entries lacking a translation in a
 * language and those whose source changed since, filtered by channel, language and state (a GET
 * form: the filters are the URL), each with a link into the editor's translate mode.
 */
export function TranslationStatusPage({ state }: { state: ApiData<TranslationStatusAnswer> }) {
  const t = useT();
  const locale = useLocale();
  const { href } = useWiki();
  const [params] = useSearchParams();
  const retry = useRetry();
  const page = pageOf(params.get('page'));
  const pageHref = (next: number) => {
    const query = Object.fromEntries([...params.entries()].filter(([key]) => key !== 'page'));
    return href('words/translations', next > 1 ? { ...query, page: String(next) } : query);
  };

  return (
    <section className={styles.page} data-translation-status="">
      <h2 className={styles.title}>{t('translate.status.title')}</h2>
      <p className={styles.intro}>{t('translate.status.intro')}</p>
      <ListState state={state} empty={t('translate.status.empty')} onRetry={retry}>
        {(data) =>
          data.langs.length === 0 ? (
            <p className={styles.intro}>{t('translate.status.oneLanguage')}</p>
          ) : (
            <>
              <Form method="get" className={own.filters} replace>
                <label className={own.filter}>
                  <span>{t('translate.status.channel')}</span>
                  <select name="menu_id" defaultValue={params.get('menu_id') ?? ''} onChange={(event) => event.currentTarget.form?.requestSubmit()}>
                    <option value="">{t('translate.status.allChannels')}</option>
                    {data.channels.map((channel) => (
                      <option key={channel.menu_id} value={channel.menu_id}>
                        {channel.name}
                      </option>
                    ))}
                  </select>
                </label>
                <label className={own.filter}>
                  <span>{t('translate.status.language')}</span>
                  <select name="lang" defaultValue={params.get('lang') ?? ''} onChange={(event) => event.currentTarget.form?.requestSubmit()}>
                    <option value="">{t('translate.status.allLanguages')}</option>
                    {data.langs.map((lang) => (
                      <option key={lang} value={lang}>
                        {languageName(lang, locale)}
                      </option>
                    ))}
                  </select>
                </label>
                <label className={own.filter}>
                  <span>{t('translate.status.state')}</span>
                  <select name="state" defaultValue={params.get('state') ?? 'any'} onChange={(event) => event.currentTarget.form?.requestSubmit()}>
                    {TRANSLATION_STATES.map((option) => (
                      <option key={option} value={option} disabled={option !== 'any' && !params.get('lang')}>
                        {t(option === 'any' ? 'translate.status.any' : STATE_KEY[option])}
                      </option>
                    ))}
                  </select>
                </label>
                <noscript>
                  <button type="submit">{t('translate.status.title')}</button>
                </noscript>
              </Form>
              {data.list.length === 0 ? (
                <p className={styles.intro}>{t('translate.status.empty')}</p>
              ) : (
                <>
                  <p className={styles.total}>{t('contributing.total', { total: data.total })}</p>
                  <ul className={own.list}>
                    {data.list.map((row) => (
                      <li key={row.entry_page_id} className={own.row} data-status-entry={row.entry_page_id}>
                        <div className={own.entry}>
                          <Link className={styles.name} to={href(`content/${row.entry_page_id}/detail`)}>
                            {row.name || t('contributing.untitled')}
                          </Link>
                          {row.menu_name ? <span className={own.muted}>{t('contributing.channel', { name: row.menu_name })}</span> : null}
                        </div>
                        <ul className={own.langs}>
                          {row.langs.map((lang) => (
                            <li key={lang.lang} className={own.lang} data-lang={lang.lang} data-state={lang.state}>
                              <span className={own.langName}>{languageName(lang.lang, locale)}</span>
                              <span className={`${own.state} ${own[`state_${lang.state}`] ?? ''}`}>{t(STATE_KEY[lang.state])}</span>
                              {lang.outdated.length > 0 ? (
                                <span className={own.muted}>
                                  {t('translate.status.changed', {
                                    names: lang.outdated.map((name) => name || t('translate.status.headerPart')).join('、'),
                                  })}
                                </span>
                              ) : null}
                              {lang.state !== 'current' ? (
                                <Link className={own.translate} to={href(`editor/${row.entry_page_id}`, { lang: lang.lang })}>
                                  {t('translate.action')}
                                </Link>
                              ) : null}
                            </li>
                          ))}
                        </ul>
                      </li>
                    ))}
                  </ul>
                  <Pager page={page} total={data.total} pageHref={pageHref} />
                </>
              )}
            </>
          )
        }
      </ListState>
    </section>
  );
}

function Pager({ page, total, pageHref }: { page: number; total: number; pageHref: (page: number) => string }) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / TRANSLATION_STATUS_PAGE_SIZE));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('contributing.page', { page, pages })}>
      {page > 1 ? <Link to={pageHref(page - 1)}>{t('contributing.prev')}</Link> : <span />}
      <span>{t('contributing.page', { page, pages })}</span>
      {page < pages ? <Link to={pageHref(page + 1)}>{t('contributing.next')}</Link> : <span />}
    </nav>
  );
}

/** The page for a signed-out visitor (the API needs a session). */
export function TranslationStatusSignIn() {
  const t = useT();
  return (
    <section className={styles.page}>
      <h2 className={styles.title}>{t('translate.status.title')}</h2>
      <SignInPrompt text={t('translate.status.signIn')} checkingText={t('contributing.loading')} />
    </section>
  );
}
