import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import * as operatorStructureCalls from '../../../shared/contract/calls/operator-structure.ts';
import * as operatorTextsCalls from '../../../shared/contract/calls/operator-texts.ts';
import type { OperatorChannel, ChannelFormValues } from '../../../shared/contract/operator-channels.ts';
import { ReadFailed } from '../../features/operator/ReadFailed.tsx';
import { useOperator } from '../../features/operator/use-operator.ts';
import styles from '../../features/operator/admin.module.css';
import { ChannelForm } from '../../features/operator/channels/ChannelForm.tsx';
import { ChannelTree, type MoveRequest } from '../../features/operator/channels/ChannelTree.tsx';
import { NameTranslations } from '../../features/operator/texts/NameTranslations.tsx';
import layout from '../../features/operator/channels/ChannelsLayout.module.css';
import { useT } from '../../i18n/index.ts';
import { relayAction } from '../../lib/route-data.ts';
import { serverRead } from '../../lib/service-call.server.ts';
import { adminGate, channelPreview, failedRead, operatorAction } from './admin.server.ts';
import type { Route } from './+types/channels';

const toId = (value: string | null) => (value && /^\d{1,15}$/.test(value) ? Number(value) : undefined);

/**
 * The tree: GET /v1/operator/channels. The picked channel's preview (what readers see in it) is
 * read through the channels service: no declared call answers one channel with its content as
 * the readers' tree shows it (GET /v1/getChannelTree answers the whole published forest).
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const gate = await adminGate(context, params.appSn);
  if (gate?.state !== 'ok') return null;
  const appSn = gate.edition.app_sn;
  const selectedId = toId(new URL(request.url).searchParams.get('id'));
  const [tree, texts, selected] = await Promise.all([
    serverRead(context, appSn, operatorStructureCalls.channels, {}),
    serverRead(context, appSn, operatorTextsCalls.texts, { kind: 'channel' }),
    selectedId === undefined ? undefined : context.services.channels.withContent(gate.edition.id, selectedId),
  ]);
  if (tree.status !== 'ready') return failedRead(tree);
  if (texts.status !== 'ready') return failedRead(texts);
  return { appSn, tree: tree.data.list, texts: texts.data, preview: selected ? channelPreview(selected) : null };
}

/** Operator writes (useOperator: a declared call by name), run on the server; the router then reloads this page's data. */
export async function action({ context, params, request }: Route.ActionArgs) {
  return operatorAction(context, params.appSn, request);
}

/** Hands the server action's outcome to the caller (useRouteAction). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => relayAction(request, serverAction);

function find(nodes: OperatorChannel[], id: number | undefined): OperatorChannel | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = find(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** Scrolls the tree panel (only it, not the page) to show a channel's row when it is out of view. */
function scrollIntoPanel(id: string) {
  const panel = document.querySelector<HTMLElement>('[data-channel-tree-panel]');
  const row = panel?.querySelector(`[data-channel-id="${CSS.escape(id)}"] > div`);
  if (!panel || !row) return;
  const view = panel.getBoundingClientRect();
  const box = row.getBoundingClientRect();
  if (box.top < view.top || box.bottom > view.bottom) panel.scrollTop += box.top - view.top - view.height / 3;
}

/** The channel tree: create, rename, reorder (drag or buttons), delete when empty, every ch_ext attribute. */
export default function AdminChannels({ loaderData: data }: Route.ComponentProps) {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const write = useOperator();
  const editing = searchParams.toString();
  // Under the tree (narrow screens), the editor of the channel just picked is scrolled to; beside
  // it, the picked channel is scrolled into the tree's view (it may be opened from a link).
  const selectedParam = searchParams.get('id');
  useEffect(() => {
    if (!editing) return;
    if (window.matchMedia('(max-width: 900px)').matches) document.getElementById('channel-editor')?.scrollIntoView({ block: 'start' });
    else if (selectedParam) scrollIntoPanel(selectedParam);
  }, [editing, selectedParam]);
  if (!data) return null;
  if ('failed' in data) return <ReadFailed failure={data.failed} />;
  const { appSn, tree } = data;
  const selected = find(tree, toId(searchParams.get('id')));
  const parentParam = searchParams.get('parent');
  const creating = searchParams.has('new');
  const parent = creating && parentParam ? find(tree, toId(parentParam)) : undefined;

  async function move(request: MoveRequest) {
    await write('structure.moveChannel', { ...request });
  }
  async function save(values: ChannelFormValues) {
    if (selected && !creating) {
      await write('structure.updateChannel', { id: selected.id, ...values });
      return;
    }
    const created = await write('structure.createChannel', { parent_id: parent?.id ?? null, ...values });
    if (created) await navigate(`/admin/${appSn}/channels?id=${created.id}`);
  }
  async function remove() {
    if (!selected || !window.confirm(t('operator.confirmDelete', { name: selected.name }))) return;
    if (await write('structure.deleteChannel', { id: selected.id }, t('operator.deleted'))) await navigate(`/admin/${appSn}/channels`);
  }

  const formKey = creating ? `new-${parent?.id ?? 'top'}` : `edit-${selected?.id ?? 'none'}`;
  return (
    <div className={layout.layout}>
      <section className={`${styles.panel} ${layout.treePanel}`} aria-labelledby="channel-tree-title" data-channel-tree-panel="">
        <div className={layout.head}>
          <h2 id="channel-tree-title">{t('operator.channels.tree')}</h2>
          <button type="button" className={styles.button} onClick={() => setSearchParams({ new: '1' })}>
            {t('operator.channels.new')}
          </button>
        </div>
        <ChannelTree
          nodes={tree}
          selectedId={creating ? undefined : selected?.id}
          onSelect={(id) => setSearchParams({ id: String(id) })}
          onAddChild={(id) => setSearchParams({ new: '1', parent: String(id) })}
          onMove={(request) => void move(request)}
        />
      </section>
      <div id="channel-editor">
        {creating || selected ? (
          <ChannelForm
            key={formKey}
            title={
              creating
                ? parent
                  ? t('operator.channels.creatingUnder', { name: parent.name })
                  : t('operator.channels.creating')
                : t('operator.channels.editing', { name: selected!.name })
            }
            parentId={parent?.id ?? null}
            {...(!creating && selected ? { channel: { ...selected, childCount: selected.children.length }, onDelete: () => void remove() } : {})}
            previewItems={!creating && data.preview ? data.preview.list : []}
            previewChildren={!creating && data.preview ? data.preview.children : []}
            onSubmit={save}
          />
        ) : null}
        {!creating && selected && data.texts.langs.length > 0 ? (
          <section className={styles.panel} style={{ marginTop: 16 }}>
            <NameTranslations key={selected.id} kind="channel" refId={selected.id} name={selected.name} texts={data.texts} />
          </section>
        ) : null}
        {creating || selected ? null : (
          <section className={styles.panel}>
            <p className={layout.placeholder}>{t('operator.channels.pick')}</p>
          </section>
        )}
      </div>
    </div>
  );
}
