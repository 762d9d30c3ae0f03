import crypto from 'node:crypto';
import type { DatabaseHandle } from '../../../server/db/database.ts';
import { SESSION_COOKIE } from '../../../server/api/session-cookie.ts';
import { permissionStore } from '../../../server/domains/accounts/permissions.ts';
import { sessionStore } from '../../../server/domains/accounts/sessions.ts';
import { factories } from '../../../server/seed/factories.ts';
import { APP_SN } from './fill.ts';

export interface EditAccounts {
  /** Session cookies ('almanac_session=…') of editors (no permission: their edits wait for review). */
  editors: string[];
  /** The session cookie of a reviewer (AUDIT in the edition). */
  reviewer: string;
}

/**
 * Accounts for the edits, made directly in the database as the API tests make theirs
 * (tests/api/page-cache-harness.ts, pageReader): a user row, a grant, a session. Several editors,
 * because submissions are limited to 30 an hour per user.
 */
export async function makeEditAccounts(database: DatabaseHandle, editors: number): Promise<EditAccounts> {
  const { db } = database;
  const edition = await db.selectFrom('editions').select('id').where('app_sn', '=', APP_SN).executeTakeFirstOrThrow();
  const make = factories(db);
  const run = crypto.randomBytes(3).toString('hex');
  const account = async (name: string) => {
    const user = await make.user({ name });
    const { token } = await sessionStore(db).create(Number(user.id), { userAgent: 'bench', ip: '127.0.0.1' });
    return { id: Number(user.id), cookie: `${SESSION_COOKIE}=${token}` };
  };
  const reviewer = await account(`traffic_reviewer_${run}`);
  await permissionStore(db).grant(reviewer.id, 'AUDIT', edition.id);
  const cookies: string[] = [];
  for (let n = 0; n < editors; n++) cookies.push((await account(`traffic_editor_${run}_${n + 1}`)).cookie);
  return { editors: cookies, reviewer: reviewer.cookie };
}
