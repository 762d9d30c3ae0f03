import { ChoicePanels } from './ChoicePanels.tsx';
import type { WidgetProps } from './types.ts';

export default function SwitchWidget({ data }: WidgetProps<'switch'>) {
  return <ChoicePanels choices={data.options} kind="switch" label={data.label} />;
}
