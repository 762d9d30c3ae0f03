import { useState } from 'react';
import { GRANTABLE, type OperatorUser } from '../../../shared/contract/operator-users.ts';
import { useT } from '../../i18n/index.ts';
import styles from './admin.module.css';

/** A permission the console grants (a grant's own is one of them: the API wrote it). */
type Grantable = (typeof GRANTABLE)[number];
import type { OperatorWrite } from './use-operator.ts';

interface UserRowProps {
  user: OperatorUser;
  editions: Array<{ id: number; name: string }>;
  write: OperatorWrite;
}

/** One account: its grants (revoke, grant) and suspension. */
export function UserRow({ user, editions, write }: UserRowProps) {
  const t = useT();
  const [permission, setPermission] = useState<Grantable>('CREATE_C');
  const [scope, setScope] = useState('0');
  const [reason, setReason] = useState('');
  const editionName = (id: number) => (id === 0 ? t('operator.users.everywhere') : (editions.find((edition) => edition.id === id)?.name ?? `#${id}`));
  const suspended = user.status !== 'active';
  return (
    <tr>
      <td>
        <strong>{user.name}</strong>
        <div className={styles.meta}>
          #{user.id} {user.login_name ?? ''}
        </div>
      </td>
      <td>
        {suspended ? t('operator.users.suspended') : t('operator.users.active')}
        {user.suspend_reason ? <div className={styles.meta}>{user.suspend_reason}</div> : null}
      </td>
      <td>
        <div className={styles.checks} style={{ margin: 0 }}>
          {user.grants.map((grant) => (
            <button
              key={`${grant.permission}-${grant.edition_id}`}
              type="button"
              className={styles.small}
              aria-label={t('operator.users.revoke', { permission: grant.permission, edition: editionName(grant.edition_id) })}
              onClick={() =>
                void write('living.grant', { user_id: user.id, permission: grant.permission as Grantable, edition_id: grant.edition_id, granted: false })
              }
            >
              {grant.permission} · {editionName(grant.edition_id)} ✕
            </button>
          ))}
        </div>
        <div className={styles.row} style={{ marginTop: 6 }}>
          <select aria-label={t('operator.users.permission')} value={permission} onChange={(event) => setPermission(event.target.value as Grantable)}>
            {GRANTABLE.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
          <select aria-label={t('operator.users.scope')} value={scope} onChange={(event) => setScope(event.target.value)}>
            <option value="0">{t('operator.users.everywhere')}</option>
            {editions.map((edition) => (
              <option key={edition.id} value={edition.id}>
                {edition.name}
              </option>
            ))}
          </select>
          <button
            type="button"
            className={styles.small}
            onClick={() => void write('living.grant', { user_id: user.id, permission, edition_id: Number(scope), granted: true })}
          >
            {t('operator.users.grant')}
          </button>
        </div>
      </td>
      <td>
        {suspended ? (
          <button type="button" className={styles.button} onClick={() => void write('living.suspend', { user_id: user.id, suspended: false })}>
            {t('operator.users.unsuspend')}
          </button>
        ) : (
          <div className={styles.row} style={{ marginTop: 0 }}>
            <input
              aria-label={t('operator.users.reason')}
              placeholder={t('operator.users.reason')}
              value={reason}
              maxLength={200}
              onChange={(event) => setReason(event.target.value)}
            />
            <button
              type="button"
              className={styles.danger}
              onClick={() =>
                window.confirm(t('operator.users.confirmSuspend', { name: user.name })) &&
                void write('living.suspend', { user_id: user.id, suspended: true, reason })
              }
            >
              {t('operator.users.suspend')}
            </button>
          </div>
        )}
      </td>
    </tr>
  );
}
