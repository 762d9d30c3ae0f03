import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readNewPassword } from './password-prompt.ts';

/** A stand-in terminal: input typed key by key, raw mode recorded, everything shown collected. */
function terminal(isTTY = true) {
  const input = Object.assign(new PassThrough(), {
    isTTY,
    rawModes: [] as boolean[],
    setRawMode(mode: boolean) {
      input.rawModes.push(mode);
    },
  });
  const output = new PassThrough();
  let shown = '';
  output.on('data', (chunk: Buffer) => (shown += chunk.toString()));
  const type = (text: string) => setTimeout(() => input.write(text), 5);
  return { streams: { input, output }, input, type, shown: () => shown };
}

describe('readNewPassword', () => {
  it('takes ADMIN_PASSWORD without asking', async () => {
    const { streams, shown } = terminal();
    expect(await readNewPassword('chief', { ADMIN_PASSWORD: 'from the env 1' }, streams)).toBe('from the env 1');
    expect(shown()).toBe('');
  });

  it('asks twice on a terminal without echoing, and honours backspace', async () => {
    const { streams, input, type, shown } = terminal();
    const answer = readNewPassword('chief', {}, streams);
    type('secret pass\u007fs 9\r');
    setTimeout(() => type('secret pass 9\r'), 20);
    expect(await answer).toBe('secret pass 9');
    expect(shown()).toBe('Password for chief: \nThe same password again: \n');
    expect(input.rawModes).toEqual([true, false, true, false]);
  });

  it('refuses two different passwords, Ctrl-C, and input that is no terminal', async () => {
    const differ = terminal();
    const answer = readNewPassword('chief', {}, differ.streams);
    differ.type('one password\r');
    setTimeout(() => differ.type('another one\r'), 20);
    await expect(answer).rejects.toThrow('password: the two passwords differ');

    const cancel = terminal();
    const cancelled = readNewPassword('chief', {}, cancel.streams);
    cancel.type('abc\u0003');
    await expect(cancelled).rejects.toThrow('password: cancelled');

    await expect(readNewPassword('chief', {}, terminal(false).streams)).rejects.toThrow('password: set ADMIN_PASSWORD, or run the command in a terminal');
  });
});
