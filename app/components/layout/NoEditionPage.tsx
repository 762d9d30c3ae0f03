import { useT } from '../../i18n/index.ts';
import styles from './NoEditionPage.module.css';

/** Commands are typed as they are, in any language. */
const FIRST_STEPS = ['npm run admin -- create-edition APP_SN --path /ns/site/ --name NAME', 'npm run admin -- create NAME'];

/** `/` of an install without any edition (a production database starts empty): what the operator does next. */
export function NoEditionPage() {
  const t = useT();
  return (
    <section className={styles.page} data-page="no-edition">
      <h1 className={styles.title}>{t('setup.noEdition.title')}</h1>
      <p className={styles.body}>{t('setup.noEdition.body')}</p>
      <pre className={styles.commands}>
        <code>{FIRST_STEPS.join('\n')}</code>
      </pre>
    </section>
  );
}
