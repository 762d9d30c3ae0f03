import { DescribedItems } from './DescribedItems.tsx';
import type { WidgetProps } from './types.ts';

/** Stories: titled texts. */
export default function StoryWidget({ data }: WidgetProps<'story'>) {
  const items = data.list.filter((item) => item.desc.trim() !== '');
  return <DescribedItems items={items.map((item) => ({ name: item.title, desc: item.desc }))} />;
}
