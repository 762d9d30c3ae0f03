import { hash } from '@node-rs/argon2';
import type { Db } from '../../db/database.ts';
import { permissionStore, type Permission } from '../../domains/accounts/permissions.ts';
import { factories } from '../factories.ts';

/** The demo's sign-in accounts (README, "Accounts"): name, password, grants (edition app_sn, or every edition). */
export const DEMO_ACCOUNTS: ReadonlyArray<{
  loginName: string;
  password: string;
  name: string;
  avatar: number;
  gender: number;
  grants: Array<{ permission: Permission; appSn?: string }>;
}> = [
  { loginName: 'demo', password: 'demo-password', name: '演示旅行者', avatar: 0, gender: 1, grants: [] },
  {
    loginName: 'editor',
    password: 'editor-password',
    name: '演示编辑',
    avatar: 3,
    gender: 2,
    grants: [{ permission: 'CREATE_C' }, { permission: 'VIEW', appSn: 'sr_wiki' }],
  },
  { loginName: 'admin', password: 'admin-password', name: '演示管理员', avatar: 0, gender: 2, grants: [{ permission: 'ADMIN' }] },
  // Reviews submissions (the review queue) in the public edition.
  { loginName: 'reviewer', password: 'reviewer-password', name: '演示审核', avatar: 1, gender: 1, grants: [{ permission: 'AUDIT', appSn: 'ys_obc' }] },
];

/** Adds the demo accounts with their argon2id password hashes and permission grants. */
export async function seedDemoAccounts(db: Db): Promise<void> {
  const make = factories(db);
  const grants = permissionStore(db);
  for (const account of DEMO_ACCOUNTS) {
    const user = await make.user({
      name: account.name,
      login_name: account.loginName,
      password_hash: await hash(account.password),
      avatar: account.avatar,
      gender: account.gender,
    });
    for (const grant of account.grants) {
      const edition = grant.appSn ? await db.selectFrom('editions').select('id').where('app_sn', '=', grant.appSn).executeTakeFirst() : { id: 0 };
      if (edition) await grants.grant(user.id, grant.permission, edition.id);
    }
  }
}
