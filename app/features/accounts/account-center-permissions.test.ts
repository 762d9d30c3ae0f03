import { describe, expect, it } from 'vitest';
// The account center's messages are an area its route loads (the test loads it as the page does).
import '../../i18n/areas/account-center.ts';
import { translate } from '../../i18n/index.ts';
import { permissionLines } from './account-center-permissions.ts';

describe('permissionLines', () => {
  it('always says what a reader may, then each held permission, most powerful first', () => {
    expect(permissionLines([])).toEqual(['accountCenter.permission.READER']);
    expect(permissionLines(['VIEW', 'CREATE_C', 'AUDIT'])).toEqual([
      'accountCenter.permission.READER',
      'accountCenter.permission.AUDIT',
      'accountCenter.permission.CREATE_C',
      'accountCenter.permission.VIEW',
    ]);
  });

  it('leaves out permission names it cannot explain', () => {
    expect(permissionLines(['SOMETHING_NEW', 'ADMIN'])).toEqual(['accountCenter.permission.READER', 'accountCenter.permission.ADMIN']);
  });

  it('has words for every line in both languages', () => {
    for (const key of permissionLines(['ADMIN', 'AUDIT', 'CREATE_C', 'VIEW'])) {
      expect(translate('zh-CN', key)).not.toBe(key);
      expect(translate('en-US', key).length).toBeGreaterThan(10);
    }
  });
});
