import type { ComponentData, ComponentType } from '../../../../shared/contract/entry-page-components.ts';

/** What every component form gets: its data, a setter, and whether the module is read-only (locked by another editor). */
export interface FormProps<T extends ComponentType> {
  data: ComponentData<T>;
  onChange: (data: ComponentData<T>) => void;
  readOnly: boolean;
}
