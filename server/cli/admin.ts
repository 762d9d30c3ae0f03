import { ADMIN_USAGE, executeAdminCommand, parseAdminCommand } from './admin-commands.ts';
import { withDatabase } from '../db/with-database.ts';
import { runCommand } from './command.ts';
import { readNewPassword } from './password-prompt.ts';

// npm run admin -- <command>: the first administrator and edition of an install, and more.
runCommand(async (config) => {
  const command = parseAdminCommand(process.argv.slice(2));
  if (command.kind === 'help') return console.log(ADMIN_USAGE);
  await withDatabase(config, ({ db }) =>
    executeAdminCommand(command, {
      db,
      readPassword: (loginName) => readNewPassword(loginName, process.env, { input: process.stdin, output: process.stderr }),
      print: (line) => console.log(line),
    }),
  );
});
