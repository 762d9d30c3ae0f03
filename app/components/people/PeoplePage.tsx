import { useEffect, useState } from 'react';
import type { Person, PersonList } from '../../../shared/contract/people.ts';
import { useT } from '../../i18n/index.ts';
import { apiGet, apiPost } from '../../lib/api-client.ts';
import { useAccount } from '../../lib/account/viewer-store.tsx';
import { useWiki } from '../../lib/wiki-context.tsx';
import styles from './PeoplePage.module.css';

/** The signed-in user's people: contributors they follow or share entries with, each with a follow toggle. */
export function PeoplePage() {
  const t = useT();
  const { edition } = useWiki();
  const account = useAccount();
  const [people, setPeople] = useState<Person[] | null>(null);
  const signedIn = account.status === 'signed-in';

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    apiGet<PersonList>(edition.app_sn, '/wapi/get_person_list').then(
      (answer) => live && setPeople(answer.list),
      () => live && setPeople([]),
    );
    return () => {
      live = false;
    };
  }, [edition.app_sn, signedIn]);

  const toggle = async (person: Person) => {
    const answer = await apiPost<{ is_follow: boolean }>(edition.app_sn, '/wapi/person/follow', { person_id: Number(person.account_uid), is_follow: !person.is_follow }).catch(() => null);
    if (answer) setPeople((list) => list?.map((item) => (item.account_uid === person.account_uid ? { ...item, is_follow: answer.is_follow } : item)) ?? null);
  };

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
              <button type="button" className={person.is_follow ? `${styles.follow} ${styles.following}` : styles.follow} aria-pressed={person.is_follow} onClick={() => void toggle(person)}>
                {t(person.is_follow ? 'people.unfollow' : 'people.follow')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
