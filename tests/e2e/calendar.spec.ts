import { test as base, type Page } from '@playwright/test';
import type { CalendarActivity } from '../../shared/contract/calendar.ts';
import { HOME, expect, signUpByApi, test, visit } from './fixtures.ts';

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/** Today's weekday in the wiki's time zone, as the page takes it. */
function shanghaiWeekday(): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Shanghai', weekday: 'short' }).format(Date.now());
  return ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(name);
}

/** The calendar channel's page: the map channel whose ch_ext value is 'calendar'. */
async function calendarPath(page: Page): Promise<string> {
  const body = await (await page.request.get('/api/ys_obc/v1/home/map')).json();
  const channel = body.data.list.find((node: { ch_ext: string }) =>
    (JSON.parse(node.ch_ext) as Array<{ attribute_key: string; value: string }>).some(
      (attribute) => attribute.attribute_key === 'value' && attribute.value === 'calendar',
    ),
  );
  return `${HOME}channel/map/${channel.id}`;
}

async function calendarList(page: Page): Promise<CalendarActivity[]> {
  return (await (await page.request.get('/api/ys_obc/v1/get_activity_calendar')).json()).data.list;
}

const calendar = (page: Page) => page.locator('[data-block="calendar"]');

test("the calendar channel page shows today's material drops, running events and birthdays", async ({ page }) => {
  const list = await calendarList(page);
  const today = shanghaiWeekday();
  const expected = list.filter((item) => item.kind === 2 && item.drop_day.includes(today)).map((item) => item.title);
  expect(expected.length).toBeGreaterThan(0);

  await visit(page, await calendarPath(page));
  const block = calendar(page);
  await expect(block.getByRole('heading', { name: '今日素材', level: 3 })).toBeVisible();
  await expect(block.getByRole('tab', { selected: true })).toHaveText(new RegExp(`^${WEEKDAYS[today]}`));
  await expect(block.getByRole('heading', { name: '武器突破素材', level: 4 })).toBeVisible();
  await expect(block.getByRole('heading', { name: '天赋培养素材', level: 4 })).toBeVisible();
  const panel = block.getByRole('tabpanel');
  for (const title of expected) await expect(panel.getByText(title, { exact: true })).toBeVisible();
  await expect(panel.locator('li li a')).not.toHaveCount(0);

  const events = block.locator('section', { has: page.getByRole('heading', { name: '进行中的活动' }) });
  const running = events.getByRole('link', { name: /「星海巡游」限时活动/ });
  await expect(running).toBeVisible();
  await expect(running).toContainText(/剩余时间\s*\d+天\d+小时/);
  // Ended events stay off the page even though the calendar still lists them for a week.
  await expect(block.getByText('「赤焰试炼」挑战')).toHaveCount(0);
  await expect(events.getByText('即将开始')).toBeVisible();

  const birthdays = block.locator('section', { has: page.getByRole('heading', { name: '今日生日' }) });
  await expect(birthdays.getByRole('link')).toHaveCount(1);
});

test('the weekday tabs show the drops of another day', async ({ page }) => {
  const list = await calendarList(page);
  const today = shanghaiWeekday();
  const other = today === 1 ? 2 : 1;
  const expected = list.filter((item) => item.kind === 2 && item.drop_day.includes(other)).map((item) => item.title);

  await visit(page, await calendarPath(page));
  const block = calendar(page);
  await block.getByRole('tab', { name: WEEKDAYS[other] }).click();
  await expect(block.getByRole('heading', { name: `${WEEKDAYS[other]}素材`, level: 3 })).toBeVisible();
  await expect(block.getByRole('tab', { name: WEEKDAYS[other] })).toHaveAttribute('aria-selected', 'true');
  // Each domain's first child is its head (icon and title); the entries it levels up follow.
  const titles = await block.getByRole('tabpanel').locator('section > ul > li > :first-child').allInnerTexts();
  expect(titles.map((title) => title.trim()).sort()).toEqual([...expected].sort());
  // Arrow keys move along the tabs.
  await block.getByRole('tab', { name: WEEKDAYS[other] }).press('ArrowRight');
  await expect(block.getByRole('tab', { selected: true })).toHaveText(new RegExp(`^${WEEKDAYS[(other + 1) % 7]}`));
});

base('a calendar load failure is reported and leaves empty sections, not a broken page', async ({ page }) => {
  const reports: string[] = [];
  const crashes: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') reports.push(message.text());
  });
  page.on('pageerror', (error) => crashes.push(error.message));
  const path = await calendarPath(page);
  await page.route('**/v1/get_activity_calendar**', (route) => route.abort());
  await visit(page, path);
  const block = calendar(page);
  await expect(block.getByText('当天没有开放的素材秘境')).toBeVisible();
  await expect(block.getByText('暂无进行中的活动')).toBeVisible();
  await expect(block.getByText('今天没有角色过生日')).toBeVisible();
  expect(reports.some((text) => text.includes('activity calendar failed to load'))).toBe(true);
  expect(crashes).toEqual([]);
});

test('a signed-in reader subscribes to an event and gets it in a calendar feed', async ({ page }, testInfo) => {
  // An account of this test's own: the two layouts run at once and must not share subscriptions.
  const name = `sub_${testInfo.project.name.replace(/\W/g, '_')}_${Date.now() % 1_000_000}`;
  await signUpByApi(page, name, 'subscriber-password');
  await visit(page, await calendarPath(page));
  const bell = calendar(page)
    .getByRole('button', { name: /^订阅提醒：/ })
    .first();
  await expect(bell).toBeVisible();
  const title = ((await bell.getAttribute('aria-label')) ?? '').replace(/^订阅提醒：/, '');
  await bell.click();
  await expect(bell).toHaveAttribute('aria-pressed', 'true');

  const reminders = page.getByRole('switch', { name: '开启活动提醒' });
  if ((await reminders.getAttribute('aria-checked')) !== 'true') await reminders.click();
  const feed = page.getByRole('link', { name: '添加到手机日历' });
  await expect(feed).toBeVisible();
  const url = new URL(((await feed.getAttribute('href')) ?? '').replace(/^webcal:/, 'http:'));
  const ics = await (await page.request.get(url.pathname)).text();
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`SUMMARY:${title}`);
});
