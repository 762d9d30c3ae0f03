import fs from 'node:fs/promises';

/** This install's version (package.json), recorded in every backup. */
export async function appVersion(): Promise<string> {
  const text = await fs.readFile(new URL('../../package.json', import.meta.url), 'utf8');
  return (JSON.parse(text) as { version: string }).version;
}
