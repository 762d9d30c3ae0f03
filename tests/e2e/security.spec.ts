import { recordViolations, violations } from './csp-support.ts';
import { HOME, expect, isMobile, signInByApi, test, visit } from './fixtures.ts';
import { demoContents } from './favorites-support.ts';
import { signInToConsole } from './operator-support.ts';

/** 角色 (a sub-channel of 图鉴), where the demo editor may create entries. */
const CHARACTERS = 17;

/** A page of another site, served by the test itself (Chromium resolves *.localhost to this machine). */
const EVIL = 'http://evil.localhost';

test('pages carry the security headers, UTF-8, and a CSP whose fresh nonce is on every script', async ({ page }) => {
  // A signed-in reader's page is rendered for them alone, with a nonce; an anonymous reader's is
  // shared (the page cache) and lists its scripts by hash instead (tests/e2e/page-cache.spec.ts).
  await signInByApi(page, 'demo');
  const first = await page.request.get(HOME);
  const headers = first.headers();
  expect(headers['content-type']).toBe('text/html; charset=utf-8');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  // Plain HTTP: no HSTS (tests/api/security-headers.test.ts checks it over a trusted proxy's https).
  expect(headers['strict-transport-security']).toBeUndefined();
  const policy = headers['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  for (const directive of [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]) {
    expect(policy).toContain(directive);
  }
  // Every script of the page (inline hydration, route modules, scroll restoration, font size; the entry module) carries the nonce.
  const html = await first.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThanOrEqual(4);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  // A new nonce for every response.
  const second = await page.request.get(HOME);
  expect(second.headers()['content-security-policy']).not.toContain(nonce!);
});

test('no CSP violation on home, a channel, a detail page, the operator console and the editor', async ({ page, errors }) => {
  test.slow();
  await recordViolations(page);
  const [content] = demoContents(1, 0);
  await visit(page, HOME);
  // A client navigation loads the route's chunks through modulepreload and import().
  const section = page.locator('section', { has: page.getByRole('heading', { name: '图鉴', exact: true, level: 2 }) });
  await section.getByRole('link', { name: '查看更多' }).click();
  await expect(page).toHaveURL(/\/channel\//);
  await visit(page, `${HOME}content/${content!.id}/detail`);
  expect(await violations(page)).toEqual([]);
  await signInToConsole(page);
  const consoleNavigation = page.getByRole('navigation', { name: '后台导航' });
  await consoleNavigation.getByRole('link').nth(1).click();
  await expect(page.locator('form, table').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
  // The admin may create entries: the editor (a desktop page; narrow windows go back to the wiki).
  await visit(page, `${HOME}words/create?menuId=${CHARACTERS}`);
  if (!isMobile(page)) await expect(page.locator('[data-editor]')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('another site can neither frame a page nor post a form to the API', async ({ page, baseURL }) => {
  await signInByApi(page, 'demo');
  await page.route(`${EVIL}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<iframe title="framed" src="${baseURL}/admin"></iframe>
        <form method="post" enctype="text/plain" action="${baseURL}/api/ys_obc/v1/account/logout_all"><input name="a" value="b"><button>go</button></form>`,
    }),
  );
  // The load event waits for the frame too.
  await page.goto(`${EVIL}/`);
  // frame-ancestors 'none' (and X-Frame-Options DENY): the browser shows its error page in the frame, never the console.
  const framed = page.frames().find((frame) => frame !== page.mainFrame());
  expect(framed?.url()).toMatch(/^chrome-error:/);
  expect(await framed!.locator('html[data-hydrated]').count()).toBe(0);

  const refusal = page.waitForResponse((response) => response.url().includes('/logout_all'));
  await page.getByRole('button', { name: 'go' }).click();
  const answer = await refusal;
  expect(answer.status()).toBe(403);
  expect((await answer.json()).message).toBe(`cross-site request refused: Origin ${EVIL} does not match ${baseURL}`);
  // Still signed in.
  const info = await page.request.get('/api/ys_obc/v1/account/user_info');
  expect(info.status()).toBe(200);
});
