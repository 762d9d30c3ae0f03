import type { ComponentData, ComponentType } from '../../../../shared/contract/entry-page-components.ts';

/** What every widget receives: its component's data, parsed (the server validated it). */
export interface WidgetProps<T extends ComponentType = ComponentType> {
  data: ComponentData<T>;
}
