import { createHash } from 'node:crypto';
import { recordViolations, violations } from './csp-support.ts';
import { HOME, expect, test, visit } from './fixtures.ts';
import { demoContents } from './favorites-support.ts';

test('a page from the page cache runs with its CSP by script hashes: no violation, hydrated, a later load a hit', async ({ page, errors }) => {
  const [content] = demoContents(1, 0);
  const target = `${HOME}content/${content!.id}/detail`;
  await recordViolations(page);
  const states: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === target && response.request().resourceType() === 'document') states.push(response.headers()['x-page-cache'] ?? '');
  });
  // The browser tests running beside this one publish and edit (a write makes the pages showing
  // it stale, sent while re-rendered): load until a hit comes.
  for (let load = 0; load < 20 && !states.includes('hit'); load++) {
    await visit(page, target);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    expect(await violations(page)).toEqual([]);
  }
  expect(states, states.join(' ')).toContain('hit');

  // The policy lists every inline script of the stored page that runs by hash, and no nonce.
  let answer = await page.request.get(target);
  for (let load = 0; load < 20 && answer.headers()['x-page-cache'] !== 'hit'; load++) answer = await page.request.get(target);
  const policy = answer.headers()['content-security-policy'] ?? '';
  expect(answer.headers()['x-page-cache']).toBe('hit');
  expect(policy).not.toContain('nonce');
  const html = await answer.text();
  for (const [, attributes, text] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    // Scripts a browser runs: not files (src), not data blocks (JSON-LD is never executed, so CSP does not apply to it).
    if (/\ssrc=/.test(attributes ?? '') || /type="application\/ld\+json"/.test(attributes ?? '')) continue;
    expect(policy).toContain(
      `'sha256-${createHash('sha256')
        .update(text ?? '')
        .digest('base64')}'`,
    );
  }

  // A client navigation's .data answer comes from the cache too; the page still has no violation.
  await visit(page, HOME);
  expect(await violations(page)).toEqual([]);
  expect(errors).toEqual([]);
});
