import { Link } from 'react-router';
import * as operatorLivingCalls from '../../../shared/contract/calls/operator-living.ts';
import * as operatorStructureCalls from '../../../shared/contract/calls/operator-structure.ts';
import * as operatorTextsCalls from '../../../shared/contract/calls/operator-texts.ts';
import { AnnouncementForm } from '../../features/operator/home/AnnouncementForm.tsx';
import { BannerForm } from '../../features/operator/home/BannerEditor.tsx';
import { EditionForm } from '../../features/operator/home/EditionForm.tsx';
import { MoveButtons } from '../../features/operator/MoveButtons.tsx';
import { NameTranslations } from '../../features/operator/texts/NameTranslations.tsx';
import styles from '../../features/operator/admin.module.css';
import { ReadFailed } from '../../features/operator/ReadFailed.tsx';
import { useOperator } from '../../features/operator/use-operator.ts';
import { useT } from '../../i18n/index.ts';
import { relayAction } from '../../lib/route-data.ts';
import { serverRead } from '../../lib/service-call.server.ts';
import { adminGate, failedRead, operatorAction } from './admin.server.ts';
import type { Route } from './+types/home';

/** GET /v1/operator/home (banners, the notice bar) and /v1/operator/editions (the edition's settings: `current`). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const gate = await adminGate(context, params.appSn);
  if (gate?.state !== 'ok') return null;
  const appSn = gate.edition.app_sn;
  const [overview, editions, texts] = await Promise.all([
    serverRead(context, appSn, operatorLivingCalls.home, {}),
    serverRead(context, appSn, operatorStructureCalls.editions, {}),
    serverRead(context, appSn, operatorTextsCalls.texts, { kind: 'block' }),
  ]);
  if (overview.status !== 'ready') return failedRead(overview);
  if (editions.status !== 'ready') return failedRead(editions);
  if (texts.status !== 'ready') return failedRead(texts);
  return { ...overview.data, edition: editions.data.current, texts: texts.data };
}

/** Operator writes (useOperator: a declared call by name), run on the server; the router then reloads this page's data. */
export async function action({ context, params, request }: Route.ActionArgs) {
  return operatorAction(context, params.appSn, request);
}

/** Hands the server action's outcome to the caller (useRouteAction). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => relayAction(request, serverAction);

/** Home: edition settings and navbar images, the notice bar, banners; the icon grid lives in channels. */
export default function AdminHome({ loaderData: data }: Route.ComponentProps) {
  const t = useT();
  const write = useOperator();
  if (!data) return null;
  if ('failed' in data) return <ReadFailed failure={data.failed} />;
  const { edition, banners } = data;
  return (
    <div className={styles.columns}>
      <div style={{ display: 'grid', gap: 16, minWidth: 0 }}>
        <EditionForm
          key={JSON.stringify(edition)}
          edition={edition}
          onSubmit={async (values) => {
            const saved = await write('structure.updateEdition', { ...values });
            // A new app_sn moves the console to it.
            if (saved && saved.edition.app_sn !== edition.app_sn) window.location.assign(`/admin/${saved.edition.app_sn}/home`);
          }}
        />
        <AnnouncementForm
          key={`${data.announcement?.version}-${data.announcement?.updated_at}`}
          announcement={data.announcement}
          onSubmit={async (values) => void (await write('living.saveAnnouncement', { ...values }))}
        />
      </div>
      <section className={styles.panel} aria-labelledby="banners-title">
        <h2 id="banners-title">{t('operator.home.banners')}</h2>
        {banners.map((banner, index) => (
          <div key={`${banner.id}-${banner.sort}-${banner.image_url}`}>
            <div className={styles.row}>
              <strong>#{banner.id}</strong>
              <MoveButtons
                name={banner.title || String(banner.id)}
                index={index}
                count={banners.length}
                onMove={(kind, to) => void write('living.moveBanner', { id: banner.id, kind, ...(to === undefined ? {} : { index: to }) })}
              />
              <button
                type="button"
                className={styles.danger}
                onClick={() =>
                  window.confirm(t('operator.confirmDelete', { name: banner.title || String(banner.id) })) &&
                  void write('living.deleteBanner', { id: banner.id }, t('operator.deleted'))
                }
              >
                {t('operator.delete')}
              </button>
            </div>
            <BannerForm appSn={edition.app_sn} banner={banner} onSubmit={(values) => write('living.saveBanner', { ...values })} />
            <NameTranslations kind="block" refId={banner.id} name={banner.title || String(banner.id)} texts={data.texts} />
          </div>
        ))}
        <h3>{t('operator.home.newBanner')}</h3>
        <BannerForm appSn={edition.app_sn} onSubmit={(values) => write('living.saveBanner', { ...values })} />
        <p className={styles.meta}>
          {t('operator.home.kingkong')} <Link to={`/admin/${edition.app_sn}/channels`}>{t('operator.nav.channels')}</Link>
        </p>
      </section>
    </div>
  );
}
