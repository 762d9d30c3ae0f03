import { useSearchParams } from 'react-router';
import * as operatorLivingCalls from '../../../shared/contract/calls/operator-living.ts';
import * as operatorTextsCalls from '../../../shared/contract/calls/operator-texts.ts';
import { useFormatTime } from '../../features/operator/DateTimeInput.tsx';
import { PoolForm } from '../../features/operator/living/PoolForm.tsx';
import { NameTranslations } from '../../features/operator/texts/NameTranslations.tsx';
import styles from '../../features/operator/admin.module.css';
import { ReadFailed } from '../../features/operator/ReadFailed.tsx';
import { useOperator } from '../../features/operator/use-operator.ts';
import { useT } from '../../i18n/index.ts';
import { relayAction } from '../../lib/route-data.ts';
import { serverRead } from '../../lib/service-call.server.ts';
import { adminGate, failedRead, operatorAction } from './admin.server.ts';
import type { Route } from './+types/pools';

/** GET /v1/operator/gacha_pools: the pools and the voice clips to pick from. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const gate = await adminGate(context, params.appSn);
  if (gate?.state !== 'ok') return null;
  const appSn = gate.edition.app_sn;
  const [pools, texts] = await Promise.all([
    serverRead(context, appSn, operatorLivingCalls.gachaPools, {}),
    serverRead(context, appSn, operatorTextsCalls.texts, { kind: 'pool' }),
  ]);
  if (pools.status !== 'ready') return failedRead(pools);
  if (texts.status !== 'ready') return failedRead(texts);
  return { appSn, ...pools.data, texts: texts.data };
}

/** Operator writes (useOperator: a declared call by name), run on the server; the router then reloads this page's data. */
export async function action({ context, params, request }: Route.ActionArgs) {
  return operatorAction(context, params.appSn, request);
}

/** Hands the server action's outcome to the caller (useRouteAction). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => relayAction(request, serverAction);

/** Gacha pools: list, create, edit (voice clips come from the media store), delete. */
export default function AdminPools({ loaderData: data }: Route.ComponentProps) {
  const t = useT();
  const formatTime = useFormatTime();
  const [searchParams, setSearchParams] = useSearchParams();
  const write = useOperator();
  if (!data) return null;
  if ('failed' in data) return <ReadFailed failure={data.failed} />;
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
              <button
                type="button"
                className={styles.nodeName}
                aria-current={selected?.id === pool.id ? 'true' : undefined}
                onClick={() => setSearchParams({ id: String(pool.id) })}
              >
                {pool.title}
              </button>
              <span className={styles.meta}>
                {formatTime(pool.start_time)} – {formatTime(pool.end_time)}
              </span>
              <button
                type="button"
                className={styles.small}
                onClick={() =>
                  window.confirm(t('operator.confirmDelete', { name: pool.title })) &&
                  void write('living.deleteGachaPool', { id: pool.id }, t('operator.deleted'))
                }
              >
                {t('operator.delete')}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <div style={{ display: 'grid', gap: 16, minWidth: 0, alignContent: 'start' }}>
        <PoolForm
          key={creating ? 'new' : `${selected.id}-${JSON.stringify(selected)}`}
          appSn={data.appSn}
          {...(selected ? { pool: selected } : {})}
          clips={data.clips}
          onSubmit={async (values) => {
            const saved = await write('living.saveGachaPool', { ...values, ...(selected ? { id: selected.id } : {}) });
            if (saved && creating) setSearchParams({ id: String(saved.pool.id) });
          }}
        />
        {selected && data.texts.langs.length > 0 ? (
          <section className={styles.panel}>
            <NameTranslations key={selected.id} kind="pool" refId={selected.id} name={selected.title} texts={data.texts} />
          </section>
        ) : null}
      </div>
    </div>
  );
}
