import { describe, expect, it } from 'vitest';
import { defaultComponent } from './component-defaults.ts';
import { COMPONENT_TYPES, componentSchema } from './entry-page-components.ts';

describe('defaultComponent', () => {
  it.each(COMPONENT_TYPES)('gives %s data its schema accepts', (type) => {
    const parsed = componentSchema.safeParse(defaultComponent(type, 'Tab 1'));
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data?.component_id).toBe(type);
  });
});
