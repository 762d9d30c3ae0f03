import { parseArgs } from 'node:util';
import { editionCreateSchema } from '../../shared/contract/operator.ts';
import { administrators } from '../domains/accounts/administrators.ts';
import type { Db } from '../db/database.ts';
import { operatorEditions } from '../domains/operator/editions.ts';
import { DomainError } from '../domains/domain-error.ts';

export const ADMIN_USAGE = `Usage: npm run admin -- <command>

  create NAME [--display-name TEXT]   a new account with ADMIN in every edition
  set-password NAME                   a new password; the account is signed out everywhere
  list                                accounts holding ADMIN
  create-edition APP_SN --path /ns/site/ --name TEXT [--game SLUG] [--lang zh-CN|en-US] [--login-required]
                                      a new, empty edition (the console needs one to open)

The password comes from ADMIN_PASSWORD, or is typed (hidden) when run in a terminal.
The database is the one the server uses (DATABASE_URL, DATABASE_SCHEMA, DATA_DIR).`;

export type AdminCommand =
  | { kind: 'help' }
  | { kind: 'create'; loginName: string; displayName: string | undefined }
  | { kind: 'set-password'; loginName: string }
  | { kind: 'list' }
  | { kind: 'create-edition'; appSn: string; path: string; name: string; game: string | undefined; lang: string; loginRequired: boolean };

const OPTIONS = {
  'display-name': { type: 'string' },
  path: { type: 'string' },
  name: { type: 'string' },
  game: { type: 'string' },
  lang: { type: 'string', default: 'zh-CN' },
  'login-required': { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

/** Reads the command line (the words after `npm run admin --`); bad words are refused with the usage. */
export function parseAdminCommand(argv: string[]): AdminCommand {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new DomainError('invalid', `${(error as Error).message}\n\n${ADMIN_USAGE}`);
  }
  const { values, positionals } = parsed;
  const [command, subject, ...extra] = positionals;
  const refuse = (problem: string) => new DomainError('invalid', `${problem}\n\n${ADMIN_USAGE}`);
  if (values.help || command === undefined || command === 'help') return { kind: 'help' };
  if (extra.length > 0) throw refuse(`unexpected words: ${extra.join(' ')}`);
  const needsSubject = (what: string) => {
    if (!subject) throw refuse(`${command}: ${what} is missing`);
    return subject;
  };
  switch (command) {
    case 'create':
      return { kind: 'create', loginName: needsSubject('NAME'), displayName: values['display-name'] };
    case 'set-password':
      return { kind: 'set-password', loginName: needsSubject('NAME') };
    case 'list':
      if (subject) throw refuse(`unexpected words: ${subject}`);
      return { kind: 'list' };
    case 'create-edition':
      return {
        kind: 'create-edition',
        appSn: needsSubject('APP_SN'),
        path: values.path ?? '',
        name: values.name ?? '',
        game: values.game,
        lang: values.lang,
        loginRequired: values['login-required'],
      };
    default:
      throw refuse(`unknown command '${command}'`);
  }
}

/** Option names of the edition fields, for messages that name what the operator typed. */
const EDITION_FIELD_OPTION: Record<string, string> = { app_sn: 'APP_SN', base_path: '--path', name: '--name', game: '--game', default_lang: '--lang' };

export interface AdminCommandContext {
  db: Db;
  /** A new password for the account (ADMIN_PASSWORD or typed). */
  readPassword(loginName: string): Promise<string>;
  print(line: string): void;
}

async function hasEdition(db: Db): Promise<boolean> {
  return (await db.selectFrom('editions').select('id').limit(1).executeTakeFirst()) !== undefined;
}

const FIRST_EDITION_HINT = 'There is no edition yet, and the console opens on one: npm run admin -- create-edition APP_SN --path /ns/site/ --name TEXT';

/** Carries out a parsed command against the database. */
export async function executeAdminCommand(command: AdminCommand, { db, readPassword, print }: AdminCommandContext): Promise<void> {
  const admins = administrators(db);
  switch (command.kind) {
    case 'help':
      print(ADMIN_USAGE);
      return;
    case 'create': {
      const { loginName } = await admins.create({
        loginName: command.loginName,
        password: await readPassword(command.loginName),
        name: command.displayName,
      });
      print(`Created the administrator '${loginName}' (ADMIN in every edition). Sign in on the site, then open /admin.`);
      if (!(await hasEdition(db))) print(FIRST_EDITION_HINT);
      return;
    }
    case 'set-password': {
      const { sessionsEnded } = await admins.setPassword(command.loginName, await readPassword(command.loginName));
      print(`Changed the password of '${command.loginName.toLowerCase()}'; ${sessionsEnded} session(s) signed out.`);
      return;
    }
    case 'list': {
      const list = await admins.list();
      if (list.length === 0) print('No account holds ADMIN: npm run admin -- create NAME');
      for (const admin of list) print(`${admin.loginName}\t${admin.name}\t${admin.status}\t${admin.scope.join(', ')}`);
      return;
    }
    case 'create-edition': {
      const parsed = editionCreateSchema.safeParse({
        app_sn: command.appSn,
        base_path: command.path,
        name: command.name,
        game: command.game ?? command.appSn,
        default_lang: command.lang,
        login_required: command.loginRequired,
        is_test: false,
        logo_url: '',
        head_img_url: '',
      });
      if (!parsed.success) {
        const problems = parsed.error.issues.map((issue) => `${EDITION_FIELD_OPTION[String(issue.path[0])] ?? issue.path.join('.')}: ${issue.message}`);
        throw new DomainError('invalid', problems.join('\n'));
      }
      const edition = await operatorEditions(db).create({ id: 0, name: 'npm run admin' }, parsed.data);
      print(`Created the edition '${edition.name}' (${edition.app_sn}) at ${edition.base_path}; its console: /admin/${edition.app_sn}/channels`);
      return;
    }
  }
}
