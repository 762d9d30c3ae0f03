import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileCodeSender, lastCodeIn } from './file-code-sender.ts';

describe('fileCodeSender', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('appends each code as a JSON line (creating the folder) after the next sender', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'codes-'));
    const file = path.join(dir, 'nested', 'codes.log');
    const forwarded: string[] = [];
    const sender = fileCodeSender(file, { send: async (phone, code) => void forwarded.push(`${phone}:${code}`) });
    await sender.send('13800138000', '123456');
    await sender.send('13900139000', '654321');
    await sender.send('13800138000', '111222');
    expect(forwarded).toEqual(['13800138000:123456', '13900139000:654321', '13800138000:111222']);
    const text = await readFile(file, 'utf8');
    expect(text.trim().split('\n')).toHaveLength(3);
    expect(lastCodeIn(text, '13800138000')).toBe('111222');
    expect(lastCodeIn(text, '13900139000')).toBe('654321');
    expect(lastCodeIn(text, '13700137000')).toBeUndefined();
  });

  it('skips torn or foreign lines', () => {
    expect(lastCodeIn('{"phone":"1","code":"000001"}\n{"phone":"1","co', '1')).toBe('000001');
    expect(lastCodeIn('garbage\n{"phone":"1","code":2}\n', '1')).toBeUndefined();
  });
});
