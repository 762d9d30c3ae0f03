import { useId, useState } from 'react';
import { Link } from 'react-router';
import * as notificationCalls from '../../../shared/contract/calls/notifications.ts';
import {
  EMAIL_DIGESTS,
  NOTIFICATION_KINDS,
  type EmailDigest,
  type NotificationKind,
  type NotificationSetting,
  type NotificationSettings,
} from '../../../shared/contract/notifications.ts';
import { useT } from '../../i18n/index.ts';
import { callApi, isAlreadyShown } from '../../lib/api-client.ts';
import { useApiAnswer, type ApiData } from '../../lib/route-data.ts';
import { toast } from '../../lib/toast/toast.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import { CenterSection } from '../accounts/center/CenterSection.tsx';
import centerStyles from '../accounts/center/Center.module.css';
import styles from './NotificationSettings.module.css';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A kind's setting as the server answered it, or the defaults (in the site, no e-mail) of a kind it left out. */
const settingOf = (data: NotificationSettings, kind: NotificationKind): NotificationSetting =>
  data.settings.find((setting) => setting.kind === kind) ?? { kind, site: true, email: 'off' };

/**
 * The personal center's notification settings (issue 32): for each kind, in the site on or off
 * and the e-mail digest off, daily or weekly (the address itself is the e-mail section's); and
 * whether entries one creates or edits are watched by themselves. Read after hydration through
 * the JSON API, like the e-mail section; each change is saved at once.
 */
export function NotificationSettingsSection() {
  const t = useT();
  const { edition } = useWiki();
  const [reads, setReads] = useState(0);
  const [written, setWritten] = useState<NotificationSettings | null>(null);
  const read = useApiAnswer(`center-notifications:${edition.app_sn}:${reads}`, () => callApi(edition.app_sn, notificationCalls.settings, {}));
  const state: ApiData<NotificationSettings> = written ? { status: 'ready', data: written } : read;
  const reload = () => {
    setWritten(null);
    setReads((n) => n + 1);
  };
  return (
    <CenterSection<NotificationSettings>
      id="notifications"
      title={t('notificationSettings.title')}
      state={state}
      reload={reload}
      isEmpty={() => false}
      empty=""
    >
      {(data) => <SettingsForm data={data} onChange={setWritten} />}
    </CenterSection>
  );
}

function SettingsForm({ data, onChange }: { data: NotificationSettings; onChange: (next: NotificationSettings) => void }) {
  const t = useT();
  const { edition, href } = useWiki();
  const ids = useId();
  const [busy, setBusy] = useState(false);

  const save = async (body: { settings?: NotificationSetting[]; auto_watch?: boolean }, optimistic: NotificationSettings) => {
    setBusy(true);
    onChange(optimistic);
    try {
      onChange(await callApi(edition.app_sn, notificationCalls.setSettings, body));
      toast.success(t('notificationSettings.saved'), { id: 'notification-settings' });
    } catch (error) {
      onChange(data);
      if (!isAlreadyShown(error)) toast.error(t('notificationSettings.failed', { message: messageOf(error) }), { id: 'notification-settings' });
    } finally {
      setBusy(false);
    }
  };
  const change = (next: NotificationSetting) =>
    void save({ settings: [next] }, { ...data, settings: [...data.settings.filter((setting) => setting.kind !== next.kind), next] });

  return (
    <>
      <p className={centerStyles.intro}>{t('notificationSettings.intro')}</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col" className={styles.kindHead}>
              <span className={styles.srOnly}>{t('notificationSettings.title')}</span>
            </th>
            <th scope="col">{t('notificationSettings.site')}</th>
            <th scope="col">{t('notificationSettings.email')}</th>
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_KINDS.map((kind) => {
            const setting = settingOf(data, kind);
            const label = t(`notificationSettings.kind.${kind}`);
            return (
              <tr key={kind} data-setting-kind={kind}>
                <th scope="row" className={styles.kind}>
                  {label}
                </th>
                <td className={styles.cell}>
                  <input
                    type="checkbox"
                    className={styles.check}
                    checked={setting.site}
                    disabled={busy}
                    aria-label={t('notificationSettings.siteNamed', { kind: label })}
                    onChange={(event) => change({ ...setting, site: event.target.checked })}
                  />
                </td>
                <td className={styles.cell}>
                  <select
                    className={styles.select}
                    value={setting.email}
                    disabled={busy}
                    aria-label={t('notificationSettings.emailNamed', { kind: label })}
                    onChange={(event) => change({ ...setting, email: event.target.value as EmailDigest })}
                  >
                    {EMAIL_DIGESTS.map((digest) => (
                      <option key={digest} value={digest}>
                        {t(`notificationSettings.digest.${digest}`)}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <label className={styles.switch} htmlFor={`${ids}-auto`}>
        <input
          id={`${ids}-auto`}
          type="checkbox"
          className={styles.check}
          checked={data.auto_watch}
          disabled={busy}
          onChange={(event) => void save({ auto_watch: event.target.checked }, { ...data, auto_watch: event.target.checked })}
        />
        {t('notificationSettings.autoWatch')}
      </label>
      <nav className={styles.links} aria-label={t('notificationSettings.links')}>
        <Link to={href('account/notifications')}>{t('inbox.navInbox')}</Link>
        <Link to={href('account/watchlist')}>{t('inbox.navWatchlist')}</Link>
      </nav>
    </>
  );
}
