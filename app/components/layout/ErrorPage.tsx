import { useT } from '../../i18n/index.ts';
import styles from './ErrorPage.module.css';

interface ErrorPageProps {
  status: number;
  message?: string | undefined;
  homeHref: string;
}

/** The error page: status, message and a way home. 404 says the page could not be found. */
export function ErrorPage({ status, message, homeHref }: ErrorPageProps) {
  const t = useT();
  const text = status === 404 ? t('error.notFound') : (message ?? t('error.generic'));
  return (
    <section className={styles.page} data-page="error">
      <h1 className={styles.status}>{status}</h1>
      <p className={styles.message}>{text}</p>
      <a className={styles.link} href={homeHref}>
        {t('error.backHome')}
      </a>
    </section>
  );
}
