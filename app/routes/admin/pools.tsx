import { useLoaderData, useSearchParams } from 'react-router';
import { useFormatTime } from '../../features/admin/DateTimeInput.tsx';
import { PoolForm } from '../../features/admin/living/PoolForm.tsx';
import styles from '../../features/admin/admin.module.css';
import { useOperator } from '../../features/admin/use-operator.ts';
import { useT } from '../../i18n/index.ts';
import { adminGate, type AdminLoaderArgs } from './admin.server.ts';
import { operatorAction } from '../../features/admin/admin-api.ts';

export async function loader({ context, params }: AdminLoaderArgs) {
  const gate = await adminGate(context, params.appSn);
  if (gate?.state !== 'ok') return null;
  const living = context.services.operator.living;
  const [list, clips] = await Promise.all([living.pools(gate.edition.id), living.audioUploads()]);
  return { appSn: gate.edition.app_sn, list, clips };
}

/** Operator writes (useOperator); the router then reloads this page's data. */
export const clientAction = operatorAction;

type LoaderData = Awaited<ReturnType<typeof loader>>;

/** Gacha pools: list, create, edit (voice clips come from the media store), delete. */
export default function AdminPools() {
  const t = useT();
  const formatTime = useFormatTime();
  const data = useLoaderData() as LoaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const write = useOperator(data?.appSn ?? '');
  if (!data) return null;
  const selected = data.list.find((pool) => pool.id === Number(searchParams.get('id')));
  const creating = !selected;
  return (
    <div className={styles.columns}>
      <section className={styles.panel} aria-labelledby="pools-title">
        <div className={styles.row} style={{ marginTop: 0, justifyContent: 'space-between' }}>
          <h2 id="pools-title" style={{ margin: 0 }}>
            {t('operator.pools.title')}
          </h2>
          <button type="button" className={styles.button} onClick={() => setSearchParams({})}>
            {t('operator.pools.new')}
          </button>
        </div>
        <ul className={styles.list}>
          {data.list.map((pool) => (
            <li key={pool.id} className={styles.row} style={{ marginTop: 0 }}>
              <button type="button" className={styles.nodeName} aria-current={selected?.id === pool.id ? 'true' : undefined} onClick={() => setSearchParams({ id: String(pool.id) })}>
                {pool.title}
              </button>
              <span className={styles.meta}>
                {formatTime(pool.start_time)} – {formatTime(pool.end_time)}
              </span>
              <button type="button" className={styles.small} onClick={() => window.confirm(t('operator.confirmDelete', { name: pool.title })) && void write('gacha_pool/delete', { id: pool.id }, t('operator.deleted'))}>
                {t('operator.delete')}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <PoolForm
        key={creating ? 'new' : `${selected.id}-${JSON.stringify(selected)}`}
        appSn={data.appSn}
        {...(selected ? { pool: selected } : {})}
        clips={data.clips}
        onSubmit={async (values) => {
          const saved = await write<{ pool: { id: number } }>('gacha_pool/save', { ...values, ...(selected ? { id: selected.id } : {}) });
          if (saved && creating) setSearchParams({ id: String(saved.pool.id) });
        }}
      />
    </div>
  );
}
