import type { Page } from '@playwright/test';
import { HOME, expect, isMobile, test, visit } from './fixtures.ts';

/**
 * The home's egg (gacha) pool block: the demo seeds a running pool and an upcoming one (both with
 * a voice clip online) and an ended one, which the home leaves out.
 */
const section = (page: Page) => page.locator('main section', { has: page.getByRole('heading', { name: '祈愿', exact: true, level: 2 }) });
const pools = (page: Page) => section(page).locator('[data-block="eggPool"] > li');

/** Whether each <audio> of the block is playing, in order. */
const playingStates = (page: Page) =>
  section(page)
    .locator('audio')
    .evaluateAll((audios) => audios.map((audio) => !(audio as HTMLAudioElement).paused));

/** Makes the clips loop so a check is not raced by their end (about a second). */
const loopClips = (page: Page) =>
  section(page)
    .locator('audio')
    .evaluateAll((audios) => audios.forEach((audio) => ((audio as HTMLAudioElement).loop = true)));

test('shows each current pool with its items, activity link and a countdown ticking every second', async ({ page }) => {
  await visit(page, HOME);
  await expect(pools(page)).toHaveCount(2);
  const running = pools(page).filter({ hasText: '「星辉流转」祈愿' });
  const timer = running.getByRole('timer');
  await expect(timer).toHaveText(/^距离结束\s*\d+天\d{2}时\d{2}分\d{2}秒$/);
  const first = await timer.innerText();
  await expect(timer).not.toHaveText(first, { timeout: 2_500 });

  const upcoming = pools(page).filter({ hasText: '「霜华映月」祈愿' });
  await expect(upcoming.getByText('敬请期待', { exact: true })).toBeVisible();
  await expect(section(page).getByText('「赤焰初燃」祈愿')).toHaveCount(0);

  const items = running.getByRole('link', { name: /UP内容\d/ });
  await expect(items).toHaveCount(3);
  for (const link of await items.all()) {
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/ys\/obc\/content\/\d+\/detail\?/);
    expect(href).toContain('bbs_presentation_style=no_header');
    expect(href).toContain(`visit_device=${isMobile(page) ? 'mobile' : 'pc'}`);
  }
  await running.getByRole('link', { name: '活动详情' }).click();
  await expect(page).toHaveURL(/\/ys\/obc\/content\/\d+\/detail\?.*bbs_presentation_style=no_header/);
});

test('the server renders no countdown text, so hydration cannot mismatch', async ({ page, browser }) => {
  // The server's HTML as is: no script runs.
  const serverOnly = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
  const plain = await serverOnly.newPage();
  await plain.goto(HOME);
  await expect(pools(plain)).toHaveCount(2);
  await expect(pools(plain).first()).toContainText('「星辉流转」祈愿');
  await expect(section(plain)).not.toContainText('距离结束');
  await expect(section(plain)).not.toContainText('敬请期待');
  await expect(pools(plain).locator('[data-state="pending"]')).toHaveCount(2);
  await serverOnly.close();
  // Hydrated, the countdown fills in (the errors fixture fails the test on a hydration error).
  await visit(page, HOME);
  await expect(pools(page).first().getByRole('timer')).toBeVisible();
  await expect(pools(page).nth(1)).toContainText('敬请期待');
});

test('a voice plays and pauses, starting another pauses the first, and the end resets it', async ({ page }) => {
  await visit(page, HOME);
  const [first, second] = [pools(page).nth(0), pools(page).nth(1)];
  await loopClips(page);

  await first.getByRole('button', { name: '播放语音' }).click();
  await expect(first.getByRole('button', { name: '暂停语音' })).toBeVisible();
  await expect.poll(() => playingStates(page)).toEqual([true, false]);

  await second.getByRole('button', { name: '播放语音' }).click();
  await expect(second.getByRole('button', { name: '暂停语音' })).toBeVisible();
  await expect(first.getByRole('button', { name: '播放语音' })).toBeVisible();
  await expect.poll(() => playingStates(page)).toEqual([false, true]);

  await second.getByRole('button', { name: '暂停语音' }).click();
  await expect(second.getByRole('button', { name: '播放语音' })).toBeVisible();
  await expect.poll(() => playingStates(page)).toEqual([false, false]);

  // Without looping, the clip (about a second) ends and the button is back to play.
  // The clip resumes from the start and the test waits for its 'ended' event rather than racing the
  // short time the pause button shows.
  const firstAudio = section(page).locator('audio').first();
  await firstAudio.evaluate((element) => {
    const audio = element as HTMLAudioElement;
    audio.loop = false;
    audio.currentTime = 0;
    (window as unknown as { firstClipEnded: Promise<void> }).firstClipEnded = new Promise((resolve) =>
      audio.addEventListener('ended', () => resolve(), { once: true }),
    );
  });
  await first.getByRole('button', { name: '播放语音' }).click();
  await page.evaluate(() => (window as unknown as { firstClipEnded: Promise<void> }).firstClipEnded);
  await expect(first.getByRole('button', { name: '播放语音' })).toBeVisible();
  await expect.poll(() => playingStates(page)).toEqual([false, false]);
});

test('a link click stops the voice on mobile only', async ({ page }) => {
  await visit(page, HOME);
  await loopClips(page);
  // A link that keeps the block on the page: any <a> counts.
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '#gacha-link-test';
    link.textContent = 'gacha link test';
    link.id = 'gacha-link-test';
    document.querySelector('main')!.prepend(link);
  });
  const first = pools(page).nth(0);
  await first.getByRole('button', { name: '播放语音' }).click();
  await expect.poll(() => playingStates(page)).toEqual([true, false]);
  await page.locator('#gacha-link-test').click();
  if (isMobile(page)) {
    await expect(first.getByRole('button', { name: '播放语音' })).toBeVisible();
    await expect.poll(() => playingStates(page)).toEqual([false, false]);
  } else {
    await page.waitForTimeout(300);
    await expect(first.getByRole('button', { name: '暂停语音' })).toBeVisible();
    expect(await playingStates(page)).toEqual([true, false]);
  }
});

test('voice clips are served as audio with byte ranges', async ({ page }) => {
  await visit(page, HOME);
  const src = await section(page).locator('audio').first().getAttribute('src');
  expect(src).toMatch(/^\/media\/[0-9a-f]{2}\/[0-9a-f]{64}\.wav$/);
  const whole = await page.request.get(src!);
  expect(whole.status()).toBe(200);
  expect(whole.headers()['content-type']).toBe('audio/wav');
  const part = await page.request.get(src!, { headers: { range: 'bytes=0-3' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-range']).toMatch(/^bytes 0-3\/\d+$/);
  expect((await part.body()).toString('ascii')).toBe('RIFF');
});
