import { describe, expect, it } from 'vitest';
import { fromJsonValue, toJsonValue, valueWriter } from './values.ts';

describe('values between the databases and JSON', () => {
  it('carries bytes, times, big integers and JSON objects through JSON and back', () => {
    const bytes = Buffer.from([0, 1, 2, 255]);
    expect(fromJsonValue(JSON.parse(JSON.stringify(toJsonValue(bytes))))).toEqual(bytes);
    expect(toJsonValue(new Date('2026-01-31T12:00:00Z'))).toBe('2026-01-31T12:00:00.000Z');
    expect(toJsonValue(12n)).toBe(12);
    expect(toJsonValue(2n ** 70n)).toBe('1180591620717411303424');
    expect(toJsonValue({ a: [1] })).toBe('{"a":[1]}');
    expect(toJsonValue(undefined)).toBeNull();
    for (const value of ['text', 3, 1.5, null, '{"$bytes":"x"}']) expect(fromJsonValue(toJsonValue(value))).toEqual(value);
    // An object that merely looks like bytes in a text column stays text.
    expect(fromJsonValue({ $bytes: 'AA==', other: 1 })).toEqual({ $bytes: 'AA==', other: 1 });
  });

  it('writes what each database can store', () => {
    const sqlite = valueWriter('sqlite', { name: 'flag', type: 'integer', nullable: false });
    expect([sqlite(true), sqlite(false), sqlite(new Date(0)), sqlite({ a: 1 }), sqlite('x')]).toEqual([1, 0, '1970-01-01T00:00:00.000Z', '{"a":1}', 'x']);
    const flag = valueWriter('postgres', { name: 'flag', type: 'boolean', nullable: false });
    expect([flag(1), flag(0), flag(true), flag(null)]).toEqual([true, false, true, null]);
    const json = valueWriter('postgres', { name: 'data', type: 'jsonb', nullable: false });
    expect(json([1, 2])).toBe('[1,2]');
    expect(valueWriter('postgres', { name: 'n', type: 'bigint', nullable: false })(5)).toBe(5);
  });
});
