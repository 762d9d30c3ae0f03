import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { OperatorChannel } from '../../../../shared/contract/operator-channels.ts';
import { useT } from '../../../i18n/index.ts';
import tree from './ChannelTree.module.css';

/** A move of the console: position kinds top 0, bottom 1, move 2 (to index). */
export interface MoveRequest {
  id: number;
  kind: 0 | 1 | 2;
  index?: number;
}

interface TreeProps {
  nodes: OperatorChannel[];
  selectedId: number | undefined;
  onSelect(id: number): void;
  onAddChild(id: number): void;
  onMove(move: MoveRequest): void;
}

function Node({ node, index, count, ...props }: TreeProps & { node: OperatorChannel; index: number; count: number }) {
  const t = useT();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: node.id });
  const style = { transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 };
  const label = (action: string) => `${action} ${node.name}`;
  return (
    <li ref={setNodeRef} style={style} data-channel-id={node.id}>
      <div className={tree.node} aria-current={props.selectedId === node.id ? 'true' : undefined}>
        <button type="button" className={tree.handle} aria-label={t('operator.channels.drag', { name: node.name })} {...attributes} {...listeners}>
          ⠿
        </button>
        <button type="button" className={tree.name} onClick={() => props.onSelect(node.id)}>
          <span className={tree.title}>{node.name}</span>
          <span className={tree.meta}>
            {node.ch_ext.display_type} · {t('operator.channels.items', { count: node.content_count })}
          </span>
        </button>
        <span className={tree.actions}>
          <button
            type="button"
            className={tree.action}
            aria-label={label(t('operator.channels.top'))}
            title={t('operator.channels.top')}
            disabled={index === 0}
            onClick={() => props.onMove({ id: node.id, kind: 0 })}
          >
            ⤒
          </button>
          <button
            type="button"
            className={tree.action}
            aria-label={label(t('operator.channels.up'))}
            title={t('operator.channels.up')}
            disabled={index === 0}
            onClick={() => props.onMove({ id: node.id, kind: 2, index: index - 1 })}
          >
            ↑
          </button>
          <button
            type="button"
            className={tree.action}
            aria-label={label(t('operator.channels.down'))}
            title={t('operator.channels.down')}
            disabled={index === count - 1}
            onClick={() => props.onMove({ id: node.id, kind: 2, index: index + 1 })}
          >
            ↓
          </button>
          <button
            type="button"
            className={tree.action}
            aria-label={label(t('operator.channels.bottom'))}
            title={t('operator.channels.bottom')}
            disabled={index === count - 1}
            onClick={() => props.onMove({ id: node.id, kind: 1 })}
          >
            ⤓
          </button>
          <button
            type="button"
            className={tree.action}
            aria-label={label(t('operator.channels.addChild'))}
            title={t('operator.channels.addChild')}
            onClick={() => props.onAddChild(node.id)}
          >
            ＋
          </button>
        </span>
      </div>
      {node.children.length > 0 ? <Siblings {...props} nodes={node.children} /> : null}
    </li>
  );
}

/** One level of the tree: drag (pointer or keyboard) or the buttons reorder it. */
function Siblings(props: TreeProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = props.nodes.map((node) => node.id);
  function onDragEnd(event: DragEndEvent) {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    const index = ids.indexOf(Number(over.id));
    if (index >= 0) props.onMove({ id: Number(active.id), kind: 2, index });
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul>
          {props.nodes.map((node, index) => (
            <Node key={node.id} {...props} node={node} index={index} count={props.nodes.length} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

/** The channel tree with drag-and-drop and move buttons at every level. */
export function ChannelTree(props: TreeProps) {
  const t = useT();
  if (props.nodes.length === 0) return <p>{t('operator.channels.empty')}</p>;
  return (
    <div className={tree.tree}>
      <Siblings {...props} />
    </div>
  );
}
