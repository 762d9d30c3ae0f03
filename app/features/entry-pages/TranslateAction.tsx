import { Link } from 'react-router';
import * as contributingCalls from '../../../shared/contract/calls/contributing.ts';
import { translateActionEn, translateActionZh } from '../../i18n/catalog/translating.ts';
import { addMessages, useLocale, useT } from '../../i18n/index.ts';
import { callApi } from '../../lib/api-client.ts';
import { useSessionViewer } from '../../lib/account/use-session-viewer.ts';
import { languageName } from '../../lib/format/language-name.ts';
import { useApiAnswer } from '../../lib/route-data.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import own from './translate-action.module.css';
import styles from './entry.module.css';

// The action's two messages only: the translate mode's own come with the editor.
addMessages({ 'zh-CN': translateActionZh, 'en-US': translateActionEn });

/**
 * "翻译" on an entry page (issue 31): for a signed-in visitor who may edit (any account in good
 * standing; a refused one gets nothing back and sees nothing), when the edition has languages
 * besides its source. It opens the editor's translate mode (/editor/{id}?lang=…) for one of
 * them. Never in the shared HTML: the languages are asked after hydration, as a personal part.
 */
export function TranslateAction({ id }: { id: number }) {
  const t = useT();
  const locale = useLocale();
  const { edition, href } = useWiki();
  const viewer = useSessionViewer();
  const answer = useApiAnswer(viewer ? `translate-langs:${edition.app_sn}:${viewer}` : null, () =>
    callApi(edition.app_sn, contributingCalls.translationStatus, { page_size: 1 }, { silent: true }),
  );
  const langs = answer.status === 'ready' ? answer.data.langs : [];
  if (langs.length === 0) return null;
  const to = (lang: string) => href(`editor/${id}`, { lang });
  if (langs.length === 1)
    return (
      <Link
        className={styles.actionButton}
        to={to(langs[0]!)}
        data-translate-action=""
        title={t('translate.actionInto', { language: languageName(langs[0]!, locale) })}
      >
        {t('translate.action')}
      </Link>
    );
  return (
    <details className={own.menu} data-translate-action="">
      <summary className={styles.actionButton}>{t('translate.action')}</summary>
      <ul className={own.list}>
        {langs.map((lang) => (
          <li key={lang}>
            <Link to={to(lang)} data-translate-lang={lang}>
              {t('translate.actionInto', { language: languageName(lang, locale) })}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
