import { ChoicePanels } from './ChoicePanels.tsx';
import type { WidgetProps } from './types.ts';

export default function TabsWidget({ data }: WidgetProps<'tabs'>) {
  return <ChoicePanels choices={data.tabs} kind="tabs" />;
}
