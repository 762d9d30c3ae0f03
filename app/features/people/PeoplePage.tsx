import { useFetcher } from 'react-router';
import type { Person } from '../../../shared/contract/people.ts';
import { useT } from '../../i18n/index.ts';
import { useAccount } from '../../lib/account/viewer-store.tsx';
import { useWiki } from '../../lib/wiki-context.tsx';
import type { FollowWrite, PeopleData } from './people.data.ts';
import { useRouteLoad } from '../../lib/route-data.ts';
import { useSessionViewer } from '../../lib/account/use-session-viewer.ts';
import styles from './PeoplePage.module.css';

/**
 * The signed-in user's people: contributors they follow or share entries with, each with a follow
 * toggle. The list loads with the session (a fetcher of people.data.ts; a failure shows an
 * empty list) and again after each follow (that route's action).
 */
export function PeoplePage() {
  const t = useT();
  const { edition, href } = useWiki();
  const account = useAccount();
  const viewer = useSessionViewer();
  const { state } = useRouteLoad<PeopleData>(account.status === 'signed-in' && viewer ? href('my-data/people', { app_sn: edition.app_sn, viewer }) : null);
  const people = state.status === 'ready' ? state.data : state.status === 'failed' ? [] : null;

  if (account.status === 'anonymous') {
    return (
      <section className={styles.page}>
        <p className={styles.notice}>{t('people.signIn')}</p>
        <button type="button" className={styles.follow} onClick={account.login}>
          {t('favorites.signInButton')}
        </button>
      </section>
    );
  }
  return (
    <section className={styles.page}>
      <h2 className={styles.heading}>{t('people.title')}</h2>
      {people === null ? (
        <p className={styles.notice}>{t('favorites.loading')}</p>
      ) : people.length === 0 ? (
        <p className={styles.notice}>{t('people.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {people.map((person) => (
            <li key={person.account_uid} className={styles.item}>
              <img className={styles.avatar} src={person.img} alt="" width={40} height={40} loading="lazy" />
              <span className={styles.who}>
                <span className={styles.name}>{person.account_name}</span>
                <span className={styles.meta}>
                  {person.value}
                  {person.credited_count > 0 ? ` · ${t('people.credited', { count: person.credited_count })}` : ''}
                </span>
              </span>
              <FollowButton person={person} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Follows or stops following one person (people.data.ts's action; a failure changes nothing). */
function FollowButton({ person }: { person: Person }) {
  const t = useT();
  const { edition, href } = useWiki();
  const follow = useFetcher();
  const toggle = () => {
    const body: FollowWrite = { app_sn: edition.app_sn, person_id: Number(person.account_uid), is_follow: !person.is_follow };
    void follow.submit(body, { method: 'post', encType: 'application/json', action: href('my-data/people'), defaultShouldRevalidate: false });
  };
  return (
    <button
      type="button"
      className={person.is_follow ? `${styles.follow} ${styles.following}` : styles.follow}
      aria-pressed={person.is_follow}
      onClick={toggle}
    >
      {t(person.is_follow ? 'people.unfollow' : 'people.follow')}
    </button>
  );
}
