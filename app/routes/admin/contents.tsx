import { useState } from 'react';
import { Form, useNavigate, useSearchParams } from 'react-router';
import * as operatorStructureCalls from '../../../shared/contract/calls/operator-structure.ts';
import { contentSearchQuery, type ContentCreateInput, type PlacementExtInput } from '../../../shared/contract/operator-contents.ts';
import { EMPTY_PLACEMENT_EXT } from '../../../shared/contract/operator-contents.ts';
import { ReadFailed } from '../../features/operator/ReadFailed.tsx';
import { useOperator } from '../../features/operator/use-operator.ts';
import styles from '../../features/operator/admin.module.css';
import { channelOptions } from '../../features/operator/contents/channel-options.ts';
import { ContentForm } from '../../features/operator/contents/ContentForm.tsx';
import { PlacementEditor } from '../../features/operator/contents/PlacementEditor.tsx';
import { useT } from '../../i18n/index.ts';
import { relayAction } from '../../lib/route-data.ts';
import { serverRead } from '../../lib/service-call.server.ts';
import { adminGate, failedRead, operatorAction } from './admin.server.ts';
import type { Route } from './+types/contents';

/**
 * GET /v1/operator/channels (the channel picker), /v1/operator/contents (the search), and when
 * asked /v1/operator/placements (a channel's order) and /v1/operator/content (the picked item):
 * these two show nothing when they fail (a channel or item that is gone).
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const gate = await adminGate(context, params.appSn);
  if (gate?.state !== 'ok') return null;
  const appSn = gate.edition.app_sn;
  const search = new URL(request.url).searchParams;
  const query = contentSearchQuery.safeParse(
    Object.fromEntries([...search].filter(([key, value]) => ['keyword', 'channel_id', 'page'].includes(key) && value !== '')),
  );
  const parsed = query.success ? query.data : contentSearchQuery.parse({});
  const id = Number(search.get('id'));
  const [tree, results, ordered, selected] = await Promise.all([
    serverRead(context, appSn, operatorStructureCalls.channels, {}),
    serverRead(context, appSn, operatorStructureCalls.contents, parsed),
    parsed.channel_id === undefined ? null : serverRead(context, appSn, operatorStructureCalls.placements, { channel_id: parsed.channel_id }),
    Number.isSafeInteger(id) && id > 0 ? serverRead(context, appSn, operatorStructureCalls.content, { id }) : null,
  ]);
  if (tree.status !== 'ready') return failedRead(tree);
  if (results.status !== 'ready') return failedRead(results);
  return {
    appSn,
    tree: tree.data.list,
    results: results.data,
    ordered: ordered?.status === 'ready' ? ordered.data.list : null,
    selected: selected?.status === 'ready' ? selected.data : null,
    query: parsed,
  };
}

/** Operator writes (useOperator: a declared call by name), run on the server; the router then reloads this page's data. */
export async function action({ context, params, request }: Route.ActionArgs) {
  return operatorAction(context, params.appSn, request);
}

/** Hands the server action's outcome to the caller (useRouteAction). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => relayAction(request, serverAction);

/** Content items: search, create, edit, place in channels with per-channel data, order, remove. */
export default function AdminContents({ loaderData: data }: Route.ComponentProps) {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const write = useOperator();
  const [addTo, setAddTo] = useState('');
  if (!data) return null;
  if ('failed' in data) return <ReadFailed failure={data.failed} />;
  const { appSn, selected, query } = data;
  const options = channelOptions(data.tree);
  const creating = searchParams.has('new');
  const pick = (id: number) =>
    setSearchParams((current) => {
      current.delete('new');
      current.set('id', String(id));
      return current;
    });

  async function saveContent(values: ContentCreateInput) {
    if (selected && !creating) {
      await write('structure.updateContent', { id: selected.content.id, ...values });
      return;
    }
    const created = await write('structure.createContent', { ...values });
    if (created) pick(created.content.id);
  }
  async function removeContent() {
    if (!selected || !window.confirm(t('operator.confirmDelete', { name: selected.content.title }))) return;
    if (await write('structure.deleteContent', { id: selected.content.id }, t('operator.deleted'))) {
      await navigate(`/admin/${appSn}/contents`);
    }
  }
  async function savePlacement(channelId: number, ext: PlacementExtInput) {
    if (!selected) return;
    await write('structure.savePlacement', { channel_id: channelId, content_id: selected.content.id, ext });
  }
  async function removePlacement(channelId: number) {
    if (!selected) return;
    await write('structure.removePlacement', { channel_id: channelId, content_id: selected.content.id });
  }
  async function move(contentId: number, kind: 0 | 1 | 2, index?: number) {
    if (query.channel_id === undefined) return;
    await write('structure.movePlacement', { channel_id: query.channel_id, content_id: contentId, kind, ...(index === undefined ? {} : { index }) });
  }

  const placedIn = new Set(selected?.placements.map((placement) => placement.channel_id) ?? []);
  return (
    <div className={styles.columns}>
      <section className={styles.panel} aria-labelledby="contents-title">
        <div className={styles.row} style={{ marginTop: 0, justifyContent: 'space-between' }}>
          <h2 id="contents-title" style={{ margin: 0 }}>
            {t('operator.nav.contents')}
          </h2>
          <button type="button" className={styles.button} onClick={() => setSearchParams({ new: '1' })}>
            {t('operator.contents.new')}
          </button>
        </div>
        <Form method="get" className={styles.row} role="search">
          <label className={styles.field} style={{ flex: 1 }}>
            <span>{t('operator.contents.search')}</span>
            <input type="search" name="keyword" defaultValue={query.keyword} />
          </label>
          <label className={styles.field} style={{ flex: 1 }}>
            <span>{t('operator.contents.inChannel')}</span>
            <select name="channel_id" defaultValue={query.channel_id ?? ''}>
              <option value="">{t('operator.contents.allChannels')}</option>
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={styles.button}>
            {t('operator.contents.search')}
          </button>
        </Form>
        {data.ordered && query.keyword === '' ? (
          <>
            <h3>{t('operator.placements.order')}</h3>
            <ol className={styles.list}>
              {data.ordered.map((placement, index) => (
                <li key={placement.content_id} className={styles.row} style={{ marginTop: 0 }}>
                  <button type="button" className={`pick ${styles.nodeName}`} onClick={() => pick(placement.content_id)}>
                    {placement.title}
                  </button>
                  <button
                    type="button"
                    className={styles.small}
                    aria-label={`${t('operator.channels.top')} ${placement.title}`}
                    disabled={index === 0}
                    onClick={() => void move(placement.content_id, 0)}
                  >
                    ⤒
                  </button>
                  <button
                    type="button"
                    className={styles.small}
                    aria-label={`${t('operator.channels.up')} ${placement.title}`}
                    disabled={index === 0}
                    onClick={() => void move(placement.content_id, 2, index - 1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={styles.small}
                    aria-label={`${t('operator.channels.down')} ${placement.title}`}
                    disabled={index === data.ordered!.length - 1}
                    onClick={() => void move(placement.content_id, 2, index + 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className={styles.small}
                    aria-label={`${t('operator.channels.bottom')} ${placement.title}`}
                    disabled={index === data.ordered!.length - 1}
                    onClick={() => void move(placement.content_id, 1)}
                  >
                    ⤓
                  </button>
                </li>
              ))}
            </ol>
          </>
        ) : (
          <>
            <p className={styles.meta}>{t('operator.contents.total', { total: data.results.total })}</p>
            {data.results.list.length === 0 ? <p>{t('operator.contents.none')}</p> : null}
            <ul className={styles.list}>
              {data.results.list.map((content) => (
                <li key={content.id}>
                  <button
                    type="button"
                    className="pick"
                    style={{ width: '100%', textAlign: 'left', padding: '8px 4px', border: 0, background: 'none', font: 'inherit', cursor: 'pointer' }}
                    onClick={() => pick(content.id)}
                    aria-current={selected?.content.id === content.id ? 'true' : undefined}
                  >
                    #{content.id} {content.title} {content.type === 2 ? '↗' : ''}
                  </button>
                </li>
              ))}
            </ul>
            <div className={styles.row}>
              <button
                type="button"
                className={styles.small}
                disabled={query.page <= 1}
                onClick={() => setSearchParams((current) => (current.set('page', String(query.page - 1)), current))}
              >
                {t('operator.page.prev')}
              </button>
              <button
                type="button"
                className={styles.small}
                disabled={query.page * query.page_size >= data.results.total}
                onClick={() => setSearchParams((current) => (current.set('page', String(query.page + 1)), current))}
              >
                {t('operator.page.next')}
              </button>
            </div>
          </>
        )}
      </section>
      <div style={{ display: 'grid', gap: 16, minWidth: 0 }}>
        {creating || selected ? (
          <ContentForm
            key={creating ? 'new' : `edit-${selected!.content.id}-${selected!.content.version}`}
            content={creating ? undefined : selected!.content}
            title={creating ? t('operator.contents.creating') : t('operator.contents.editing', { id: selected!.content.id })}
            onSubmit={saveContent}
          />
        ) : null}
        {selected && !creating ? (
          <section className={styles.panel} aria-labelledby="placements-title">
            <h2 id="placements-title">{t('operator.placements')}</h2>
            {selected.placements.length === 0 ? <p className={styles.meta}>{t('operator.placements.none')}</p> : null}
            {selected.placements.map((placement) => (
              <PlacementEditor
                key={`${placement.channel_id}-${JSON.stringify(placement.ext)}`}
                placement={placement}
                groups={options.find((option) => option.id === placement.channel_id)?.groups ?? []}
                onSave={(ext) => savePlacement(placement.channel_id, ext)}
                onRemove={() => void removePlacement(placement.channel_id)}
              />
            ))}
            <div className={styles.row}>
              <label className={styles.field} style={{ flex: 1 }}>
                <span>{t('operator.placements.channel')}</span>
                <select value={addTo} onChange={(event) => setAddTo(event.target.value)}>
                  <option value="">—</option>
                  {options
                    .filter((option) => !placedIn.has(option.id))
                    .map((option) => (
                      <option key={option.id} value={option.id}>
                        {option.label}
                      </option>
                    ))}
                </select>
              </label>
              <button
                type="button"
                className={styles.button}
                disabled={addTo === ''}
                onClick={() => {
                  void savePlacement(Number(addTo), EMPTY_PLACEMENT_EXT).then(() => setAddTo(''));
                }}
              >
                {t('operator.placements.add')}
              </button>
              <button type="button" className={styles.danger} onClick={() => void removeContent()}>
                {t('operator.delete')}
              </button>
            </div>
          </section>
        ) : null}
      </div>
    </div>
  );
}
