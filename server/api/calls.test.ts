import { describe, expect, it } from 'vitest';
import { API_CALLS } from '../../shared/contract/calls/index.ts';
import { apiRoutes } from './plugin.ts';

describe('the declared API calls', () => {
  const declared = Object.values(API_CALLS).flatMap((family) => Object.values(family));
  const implemented = apiRoutes.map((route) => route.call);

  it('are each implemented exactly once, and the server implements nothing undeclared', () => {
    for (const call of declared)
      expect(
        implemented.filter((other) => other === call),
        `${call.method} ${call.path}`,
      ).toHaveLength(1);
    for (const call of implemented) expect(declared, `${call.method} ${call.path} is implemented but not in API_CALLS`).toContain(call);
  });

  it('name each method and path once', () => {
    const keys = declared.map((call) => `${call.method} ${call.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});
