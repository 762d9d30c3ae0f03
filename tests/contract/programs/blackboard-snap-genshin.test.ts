import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type TestServer } from '../../support/test-server.ts';
import { decodeErrors, demoEditionId, demoServer, get, SEED_TIMEOUT } from './blackboard-decode.ts';

/**
 * Snap Genshin (DGP-Studio/SnapGenshinArchive b4050bd; docs/wire-clients/Snap.Genshin.md) reads
 * the activity calendar into BlackboardEvent, whose scalars are all `string?` (Newtonsoft.Json),
 * keeps the events whose Kind is "1" and parses the times with int.Parse.
 */

const EVENT = {
  title: 'String', // BlackboardEvent.cs:9
  kind: 'String', // :15
  img_url: 'String', // :16
  jump_type: 'String', // :17
  jump_url: 'String', // :18
  content_id: 'String', // :19
  style: 'String', // :20
  start_time: 'String', // :21
  end_time: 'String', // :22
  font_color: 'String', // :23
  padding_color: 'String', // :24
  drop_day: ['String'], // :26-29
  break_type: 'String', // :30
  id: 'String', // :31
  contentInfos: [{ content_id: 'Int', title: 'String', icon: 'String', bbs_url: 'String' }], // :32; ContentInfo.cs:7-10
  sort: 'String', // :33
} as const;

interface Event {
  id: string;
  kind: string;
  start_time: string;
  end_time: string;
  drop_day: string[];
  jump_type: string;
  content_id: string;
  break_type: string;
  contentInfos: Array<{ content_id: number; icon: string }>;
}

describe.each(dialects)('Snap Genshin reads the activity calendar on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await demoServer(dialect);
  }, SEED_TIMEOUT);
  afterAll(() => server.close());

  it('decodes every event with text scalars, weekdays 1–7 and content infos by content_id', async () => {
    // BlackboardProvider.cs:11, :17: the URL; :14 and Requester.cs:35, :67: no headers of its own.
    const answer = await get<{ list: Event[] }>(server, '/common/blackboard/ys_obc/v1/get_activity_calendar?app_sn=ys_obc');
    // BlackboardProvider.cs:19: resp.Data.List.
    expect(answer.body.retcode).toBe(0);
    const list = answer.body.data.list;
    expect(list.length).toBeGreaterThan(0);
    expect(decodeErrors(list, [EVENT])).toEqual([]);

    const editionId = await demoEditionId(server);
    const rows = await server.db.selectFrom('calendar_activities').selectAll().where('edition_id', '=', editionId).execute();
    const byId = new Map(rows.map((row) => [String(row.id), row]));
    for (const event of list) {
      const row = byId.get(event.id)!;
      expect(row).toBeDefined();
      // BlackboardEvent.cs:10-15: kind "1" events, "2" materials, "4" birthdays; HomeViewModel.cs:54-55 compares with "1".
      expect(event.kind).toBe(String(row.kind));
      // BlackboardEvent.cs:41, :53: int.Parse(start_time), int.Parse(end_time) as unix seconds.
      expect([Number.parseInt(event.start_time, 10), Number.parseInt(event.end_time, 10)]).toEqual([Number(row.start_time), Number(row.end_time)]);
      expect(event.start_time).toMatch(/^\d+$/);
      // BlackboardEvent.cs:26-29: drop days "1"–"7" (Sunday "7", as the demo stores it).
      const stored = (JSON.parse(row.drop_day) as Array<number | string>).map(Number);
      expect(event.drop_day).toEqual([...new Set(stored.map((day) => String(day % 7 === 0 ? 7 : day % 7)))]);
      expect(event.drop_day.every((day) => /^[1-7]$/.test(day))).toBe(true);
      // :17, :19, :30: jump_type, content_id and break_type as text of their numbers.
      expect([event.jump_type, event.content_id, event.break_type]).toEqual([String(row.jump_type), String(row.content_id), String(row.break_type)]);
      // ContentInfo.cs:7: content_id an int, the featured entry's id.
      const infos = JSON.parse(row.content_infos) as Array<{ id: number | string }>;
      expect(event.contentInfos.map((info) => info.content_id)).toEqual(infos.map((info) => Number(info.id)));
    }
    // HomeViewModel.cs:54-55: the home page keeps Kind == "1"; the demo has such events, materials and birthdays.
    expect(new Set(list.map((event) => event.kind))).toEqual(new Set(['1', '2', '4']));
    expect(list.some((event) => event.drop_day.includes('7'))).toBe(true);
  });
});
