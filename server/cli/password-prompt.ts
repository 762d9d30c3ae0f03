import { DomainError } from '../domains/domain-error.ts';

/** The streams a prompt talks through; a terminal's stdin has raw mode. */
export interface PromptStreams {
  input: NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?(mode: boolean): unknown };
  output: NodeJS.WritableStream;
}

const ENTER = new Set(['\r', '\n', '\u0004']);
const CANCEL = '\u0003';
const ERASE = new Set(['\u007f', '\b']);

/** Asks for a secret on a terminal without echoing it; Ctrl-C cancels. */
export function promptHidden(question: string, { input, output }: PromptStreams): Promise<string> {
  return new Promise((resolve, reject) => {
    let typed: string[] = [];
    const finish = () => {
      input.removeListener('data', onData);
      input.setRawMode?.(false);
      input.pause();
      output.write('\n');
    };
    const onData = (chunk: Buffer | string) => {
      for (const char of String(chunk)) {
        if (ENTER.has(char)) {
          finish();
          resolve(typed.join(''));
          return;
        }
        if (char === CANCEL) {
          finish();
          reject(new DomainError('invalid', 'password: cancelled'));
          return;
        }
        typed = ERASE.has(char) ? typed.slice(0, -1) : [...typed, char];
      }
    };
    output.write(question);
    input.setRawMode?.(true);
    input.on('data', onData);
    input.resume();
  });
}

/**
 * A new password for an account: ADMIN_PASSWORD when set, else typed twice on the terminal.
 * Without either (a script, a pipe) the command refuses rather than waiting for input.
 */
export async function readNewPassword(loginName: string, env: Record<string, string | undefined>, streams: PromptStreams): Promise<string> {
  const fromEnv = env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!streams.input.isTTY) {
    throw new DomainError('invalid', 'password: set ADMIN_PASSWORD, or run the command in a terminal to type it (input is not a terminal)');
  }
  const first = await promptHidden(`Password for ${loginName}: `, streams);
  const second = await promptHidden('The same password again: ', streams);
  if (first !== second) throw new DomainError('invalid', 'password: the two passwords differ');
  return first;
}
