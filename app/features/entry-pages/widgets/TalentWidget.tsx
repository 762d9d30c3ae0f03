import { DescribedItems } from './DescribedItems.tsx';
import type { WidgetProps } from './types.ts';

/** A character's talents. */
export default function TalentWidget({ data }: WidgetProps<'talent'>) {
  const items = data.list.filter((item) => item.desc.trim() !== '' || item.icon_url !== '');
  return <DescribedItems items={items.map((item) => ({ name: item.title, icon_url: item.icon_url, desc: item.desc }))} />;
}
