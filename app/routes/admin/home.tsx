import { Link, useLoaderData } from 'react-router';
import { AnnouncementForm } from '../../features/admin/home/AnnouncementForm.tsx';
import { BannerForm } from '../../features/admin/home/BannerEditor.tsx';
import { EditionForm } from '../../features/admin/home/EditionForm.tsx';
import { MoveButtons } from '../../features/admin/MoveButtons.tsx';
import styles from '../../features/admin/admin.module.css';
import { useOperator } from '../../features/admin/use-operator.ts';
import { useT } from '../../i18n/index.ts';
import { adminGate, consoleEdition, type AdminLoaderArgs } from './admin.server.ts';
import { operatorAction } from '../../features/admin/admin-api.ts';

export async function loader({ context, params }: AdminLoaderArgs) {
  const gate = await adminGate(context, params.appSn);
  if (gate?.state !== 'ok') return null;
  const overview = await context.services.operator.home.overview(gate.edition.id);
  return { ...overview, edition: consoleEdition(gate.edition) };
}

/** Operator writes (useOperator); the router then reloads this page's data. */
export const clientAction = operatorAction;

type LoaderData = Awaited<ReturnType<typeof loader>>;

/** Home: edition settings and navbar images, the notice bar, banners; the icon grid lives in channels. */
export default function AdminHome() {
  const t = useT();
  const data = useLoaderData() as LoaderData;
  const write = useOperator(data?.edition.app_sn ?? '');
  if (!data) return null;
  const { edition, banners } = data;
  return (
    <div className={styles.columns}>
      <div style={{ display: 'grid', gap: 16, minWidth: 0 }}>
        <EditionForm
          key={JSON.stringify(edition)}
          edition={edition}
          onSubmit={async (values) => {
            const saved = await write<{ edition: { app_sn: string } }>('edition/update', { ...values });
            // A new app_sn moves the console to it.
            if (saved && saved.edition.app_sn !== edition.app_sn) window.location.assign(`/admin/${saved.edition.app_sn}/home`);
          }}
        />
        <AnnouncementForm key={`${data.announcement?.version}-${data.announcement?.updated_at}`} announcement={data.announcement} onSubmit={async (values) => void (await write('announcement/save', { ...values }))} />
      </div>
      <section className={styles.panel} aria-labelledby="banners-title">
        <h2 id="banners-title">{t('operator.home.banners')}</h2>
        {banners.map((banner, index) => (
          <div key={`${banner.id}-${banner.sort}-${banner.image_url}`}>
            <div className={styles.row}>
              <strong>#{banner.id}</strong>
              <MoveButtons name={banner.title || String(banner.id)} index={index} count={banners.length} onMove={(kind, to) => void write('banner/move', { id: banner.id, kind, ...(to === undefined ? {} : { index: to }) })} />
              <button type="button" className={styles.danger} onClick={() => window.confirm(t('operator.confirmDelete', { name: banner.title || String(banner.id) })) && void write('banner/delete', { id: banner.id }, t('operator.deleted'))}>
                {t('operator.delete')}
              </button>
            </div>
            <BannerForm appSn={edition.app_sn} banner={banner} onSubmit={(values) => write('banner/save', { ...values })} />
          </div>
        ))}
        <h3>{t('operator.home.newBanner')}</h3>
        <BannerForm appSn={edition.app_sn} onSubmit={(values) => write('banner/save', { ...values })} />
        <p className={styles.meta}>
          {t('operator.home.kingkong')} <Link to={`/admin/${edition.app_sn}/channels`}>{t('operator.nav.channels')}</Link>
        </p>
      </section>
    </div>
  );
}
