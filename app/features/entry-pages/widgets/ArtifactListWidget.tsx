import { ARTIFACT_SLOTS } from '../../../../shared/contract/artifact-slots.ts';
import { useT } from '../../../i18n/index.ts';
import { DescribedItems } from './DescribedItems.tsx';
import type { WidgetProps } from './types.ts';

/** An artifact set's pieces, in slot order; slots without a name are left out. */
export default function ArtifactListWidget({ data }: WidgetProps<'artifact_list'>) {
  const t = useT();
  const items = ARTIFACT_SLOTS.flatMap((slot) => {
    const piece = data[slot];
    return piece.title.trim() === '' ? [] : [{ name: piece.title, meta: t(`entry.slot.${slot}`), icon_url: piece.icon_url, desc: piece.desc }];
  });
  return <DescribedItems items={items} />;
}
