import { describe, expect, it } from 'vitest';
import { parseAdminCommand } from './admin-commands.ts';

describe('parseAdminCommand', () => {
  it('reads each command', () => {
    expect(parseAdminCommand([])).toEqual({ kind: 'help' });
    expect(parseAdminCommand(['create', '--help'])).toEqual({ kind: 'help' });
    expect(parseAdminCommand(['create', 'chief'])).toEqual({ kind: 'create', loginName: 'chief', displayName: undefined });
    expect(parseAdminCommand(['create', 'chief', '--display-name', 'The chief'])).toMatchObject({ displayName: 'The chief' });
    expect(parseAdminCommand(['set-password', 'chief'])).toEqual({ kind: 'set-password', loginName: 'chief' });
    expect(parseAdminCommand(['list'])).toEqual({ kind: 'list' });
    expect(parseAdminCommand(['create-edition', 'wiki', '--path', '/my/wiki/', '--name', 'My wiki', '--login-required'])).toEqual({
      kind: 'create-edition',
      appSn: 'wiki',
      path: '/my/wiki/',
      name: 'My wiki',
      game: undefined,
      lang: 'zh-CN',
      loginRequired: true,
    });
  });

  it('refuses unknown commands, options and missing or extra words, with the usage', () => {
    for (const [args, problem] of [
      [['promote', 'chief'], "unknown command 'promote'"],
      [['create'], 'create: NAME is missing'],
      [['create-edition', '--path', '/a/b/'], 'create-edition: APP_SN is missing'],
      [['list', 'everyone'], 'unexpected words: everyone'],
      [['create', 'a', 'b'], 'unexpected words: b'],
      [['list', '--bogus'], "Unknown option '--bogus'"],
    ] as const) {
      expect(() => parseAdminCommand([...args]), args.join(' ')).toThrow(problem);
      expect(() => parseAdminCommand([...args]), args.join(' ')).toThrow('Usage: npm run admin -- <command>');
    }
  });
});
