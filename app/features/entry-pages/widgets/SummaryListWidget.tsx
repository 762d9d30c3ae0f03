import { DescribedItems } from './DescribedItems.tsx';
import type { WidgetProps } from './types.ts';

/** A character's constellations. */
export default function SummaryListWidget({ data }: WidgetProps<'summaryList'>) {
  const items = data.list.filter((item) => item.desc.trim() !== '' || item.icon_url !== '');
  return <DescribedItems items={items.map((item) => ({ name: item.name, icon_url: item.icon_url, desc: item.desc }))} />;
}
