import { describe, expect, it } from 'vitest';
import { BREAK_TYPE as CONTRACT_BREAK, CALENDAR_KIND, LINK_KIND as CONTRACT_LINK, type CalendarActivity } from '../../../../shared/contract/calendar.ts';
import {
  BREAK_TYPE,
  KIND,
  LINK_KIND,
  WEEK_ORDER,
  activityTarget,
  birthdaysToday,
  dateKeyIn,
  dropsOn,
  groupByBreakType,
  isRunning,
  monthDayIn,
  runningEvents,
  timeLeft,
  todaysDrops,
  upcomingEvents,
  weekdayIn,
} from './calendar-rules.ts';

const DAY_S = 86_400;

let nextId = 1;
function activity(overrides: Partial<CalendarActivity>): CalendarActivity {
  return {
    id: nextId++,
    title: 'activity',
    kind: 1,
    img_url: '',
    jump_type: 0,
    jump_url: '',
    content_id: 0,
    start_time: 0,
    end_time: 0,
    drop_day: [],
    break_type: 0,
    contentInfos: [],
    sort: '{}',
    ...overrides,
  };
}

// Wednesday 2026-03-04 17:00 UTC is already Thursday 01:00 in Asia/Shanghai.
const WED_UTC_THU_SHANGHAI = Date.UTC(2026, 2, 4, 17);
// Wednesday 2026-03-04 15:59 UTC is still Wednesday 23:59 in Asia/Shanghai.
const WED_LATE_SHANGHAI = Date.UTC(2026, 2, 4, 15, 59);
// Sunday 2026-03-08 04:00 UTC is Sunday 12:00 in Asia/Shanghai.
const SUNDAY = Date.UTC(2026, 2, 8, 4);

describe('calendar constants', () => {
  it('match the contract', () => {
    expect(KIND).toEqual({ EVENT: CALENDAR_KIND.EVENT, MATERIAL: CALENDAR_KIND.MATERIAL, BIRTHDAY: CALENDAR_KIND.DAILY });
    expect(BREAK_TYPE).toEqual(CONTRACT_BREAK);
    expect(LINK_KIND).toEqual(CONTRACT_LINK);
    expect(WEEK_ORDER).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });
});

describe("today's material drops in Asia/Shanghai", () => {
  const monThu = activity({ title: 'Mon/Thu weapon', kind: 2, drop_day: [1, 4, 0], break_type: 1 });
  const tueFri = activity({ title: 'Tue/Fri talent', kind: 2, drop_day: [2, 5, 0], break_type: 2 });
  const wedSat = activity({ title: 'Wed/Sat talent', kind: 2, drop_day: [3, 6, 0], break_type: 2 });
  // Raw values the real data may carry: 7 (Sunday) and 10 (Wednesday) are taken mod 7.
  const raw = activity({ title: 'raw days', kind: 2, drop_day: [7, 10], break_type: 1 });
  const event = activity({ title: 'an event', kind: 1, drop_day: [0, 1, 2, 3, 4, 5, 6] });
  const list = [monThu, tueFri, wedSat, raw, event];

  it('takes the weekday in Asia/Shanghai, not in UTC or the machine zone', () => {
    expect(weekdayIn(WED_UTC_THU_SHANGHAI)).toBe(4);
    expect(weekdayIn(WED_UTC_THU_SHANGHAI, 'UTC')).toBe(3);
    expect(weekdayIn(WED_LATE_SHANGHAI)).toBe(3);
    expect(weekdayIn(SUNDAY)).toBe(0);
    expect(dateKeyIn(WED_UTC_THU_SHANGHAI)).toBe('2026-03-05');
    expect(monthDayIn(WED_UTC_THU_SHANGHAI)).toBe('03-05');
  });

  it("lists only kind 2 whose drop days hold today's weekday", () => {
    expect(todaysDrops(list, WED_UTC_THU_SHANGHAI).map((a) => a.title)).toEqual(['Mon/Thu weapon']);
    expect(todaysDrops(list, WED_LATE_SHANGHAI).map((a) => a.title)).toEqual(['Wed/Sat talent', 'raw days']);
    expect(todaysDrops(list, SUNDAY).map((a) => a.title)).toEqual(['Mon/Thu weapon', 'Tue/Fri talent', 'Wed/Sat talent', 'raw days']);
    expect(dropsOn(list, 6).map((a) => a.title)).toEqual(['Wed/Sat talent']);
  });

  it('groups drops weapon first, then talent, leaving empty groups out', () => {
    const groups = groupByBreakType(todaysDrops(list, SUNDAY));
    expect(groups.map((g) => [g.key, g.items.map((a) => a.title)])).toEqual([
      ['weapon', ['Mon/Thu weapon', 'raw days']],
      ['talent', ['Tue/Fri talent', 'Wed/Sat talent']],
    ]);
    expect(groupByBreakType([activity({ kind: 2, break_type: 9 })]).map((g) => g.key)).toEqual(['other']);
    expect(groupByBreakType([])).toEqual([]);
  });
});

describe('events and birthdays', () => {
  const now = WED_UTC_THU_SHANGHAI;
  const nowS = now / 1000;

  it('running: started and not ended; times of 0 are no bound', () => {
    expect(isRunning({ start_time: nowS - 10, end_time: nowS + 10 }, now)).toBe(true);
    expect(isRunning({ start_time: nowS + 10, end_time: nowS + 20 }, now)).toBe(false);
    expect(isRunning({ start_time: nowS - 20, end_time: nowS }, now)).toBe(false);
    expect(isRunning({ start_time: 0, end_time: 0 }, now)).toBe(true);
  });

  it('lists running events in calendar order and upcoming ones soonest first', () => {
    const list = [
      activity({ title: 'running B', start_time: nowS - DAY_S, end_time: nowS + DAY_S }),
      activity({ title: 'later', start_time: nowS + 5 * DAY_S, end_time: nowS + 9 * DAY_S }),
      activity({ title: 'ended', start_time: nowS - 9 * DAY_S, end_time: nowS - DAY_S }),
      activity({ title: 'running A', start_time: nowS - 2 * DAY_S, end_time: 0 }),
      activity({ title: 'soon', start_time: nowS + DAY_S, end_time: nowS + 2 * DAY_S }),
      activity({ title: 'material', kind: 2, start_time: 0, end_time: 0 }),
    ];
    expect(runningEvents(list, now).map((a) => a.title)).toEqual(['running B', 'running A']);
    expect(upcomingEvents(list, now).map((a) => a.title)).toEqual(['soon', 'later']);
  });

  it("shows today's birthdays by their window, or by their start date in Asia/Shanghai", () => {
    // Thursday 2026-03-05 00:00 in Asia/Shanghai.
    const midnight = Date.UTC(2026, 2, 4, 16) / 1000;
    const list = [
      activity({ title: 'today', kind: 4, start_time: midnight, end_time: midnight + DAY_S }),
      activity({ title: 'yesterday', kind: 4, start_time: midnight - DAY_S, end_time: midnight }),
      activity({ title: 'tomorrow', kind: 4, start_time: midnight + DAY_S, end_time: midnight + 2 * DAY_S }),
      activity({ title: 'start only, today', kind: 4, start_time: midnight + 3_600, end_time: 0 }),
      activity({ title: 'start only, yesterday (UTC today)', kind: 4, start_time: midnight - 3_600, end_time: 0 }),
      activity({ title: 'event today', kind: 1, start_time: midnight, end_time: midnight + DAY_S }),
    ];
    expect(birthdaysToday(list, now).map((a) => a.title)).toEqual(['today', 'start only, today']);
  });

  it('words the time left: days and hours, minutes, under a minute, permanent', () => {
    const nowSeconds = now / 1000;
    expect(timeLeft(nowSeconds + 3 * DAY_S + 5 * 3_600 + 59, now)).toEqual({ key: 'calendar.left.daysHours', days: 3, hours: 5 });
    expect(timeLeft(nowSeconds + 3_600, now)).toEqual({ key: 'calendar.left.daysHours', days: 0, hours: 1 });
    expect(timeLeft(nowSeconds + 40 * 60, now)).toEqual({ key: 'calendar.left.minutes', minutes: 40 });
    expect(timeLeft(nowSeconds + 30, now)).toEqual({ key: 'calendar.left.lastMinute' });
    expect(timeLeft(0, now)).toEqual({ key: 'calendar.left.permanent' });
  });

  it('links outer activities to jump_url, inner ones to their entry, else nowhere', () => {
    expect(activityTarget({ jump_type: 1, jump_url: 'https://example.org/a', content_id: 5 })).toEqual({ external: 'https://example.org/a' });
    expect(activityTarget({ jump_type: 1, jump_url: 'javascript:alert(1)', content_id: 5 })).toEqual({ content: { content_id: 5, bbs_url: '' } });
    expect(activityTarget({ jump_type: 2, jump_url: '', content_id: 7 })).toEqual({ content: { content_id: 7, bbs_url: '' } });
    expect(activityTarget({ jump_type: 0, jump_url: '', content_id: 0 })).toBeNull();
  });
});
