// When a run ran, as its `date=` tag or its log (sql-bench's `Date of test`) says: the forms people
// and CI write, and what is no date (then its history places it by its upload).
import { describe, expect, test } from 'vitest';
import { parseRunDate, placedAt, runDateOf } from '../../../lib/series/run-date';

describe('parseRunDate', () => {
  test.each([
    ['2012-04-11 18:12:30', '2012-04-11T18:12:30.000Z'],
    // sql-bench pads an hour below 10 with a blank (a real run-all-tests log, MariaDB 5.3.3-rc)
    ['2012-01-26  4:03:56', '2012-01-26T04:03:56.000Z'],
    ['2026-12-01', '2026-12-01T00:00:00.000Z'],
    ['20261201', '2026-12-01T00:00:00.000Z'],
    ['2026-12-01T02:30', '2026-12-01T02:30:00.000Z'],
    ['2026-12-01T02:30:15.123456Z', '2026-12-01T02:30:15.000Z'],
    ['2026-12-01T02:30:00+02:00', '2026-12-01T00:30:00.000Z'],
    ['2026-12-01 02:30:00-0530', '2026-12-01T08:00:00.000Z'],
    ['  2024-02-29  ', '2024-02-29T00:00:00.000Z'],
    // what `date` prints: UTC when it says so, else as printed
    ['Mon Nov 30 04:12:50 UTC 2026', '2026-11-30T04:12:50.000Z'],
    ['Tue Dec  1 02:00:00 GMT 2026', '2026-12-01T02:00:00.000Z'],
    ['Tue Dec  1 02:00:00 CET 2026', '2026-12-01T02:00:00.000Z'],
    ['Tue Dec  1 02:00:00 2026', '2026-12-01T02:00:00.000Z'],
  ])('%s is %s', (text, iso) => {
    expect(parseRunDate(text)?.toISOString()).toBe(iso);
  });
  test.each([
    '2023-02-29',
    '2026-13-01',
    '2026-12-01 24:00',
    'yesterday',
    'nightly-3',
    '12/01/2026',
    '2026-12',
    '',
    '202612011',
    'Mon Feb 30 04:12:50 UTC 2026',
    'Mon Nov 30 04:12 UTC 2026',
  ])('%j is no date', (text) => {
    expect(parseRunDate(text)).toBeNull();
  });
});

describe('runDateOf', () => {
  test('a date= tag first, then the date its log printed', () => {
    expect(runDateOf({ date: '2026-12-01' }, { date: '2012-04-11 18:12:30' })).toMatchObject({ text: '2026-12-01', from: 'date tag' });
    expect(runDateOf({}, { date: '2012-04-11 18:12:30' })).toMatchObject({ text: '2012-04-11 18:12:30', from: 'Date of test' });
    // a tag that is no date leaves the log's
    expect(runDateOf({ date: 'last tuesday' }, { date: '2012-04-11 18:12:30' })?.from).toBe('Date of test');
    expect(runDateOf({ nightly: '3' }, {})).toBeNull();
    // a date line above the run (a .cmd's `# date:`) last
    expect(runDateOf({}, { ranAt: '2026-11-30T04:12:50Z' })).toMatchObject({ shown: '2026-11-30 04:12:50 UTC', from: 'date line' });
    expect(runDateOf({ date: '2026-12-01' }, { ranAt: '2026-11-30T04:12:50Z' })?.from).toBe('date tag');
  });
  test('shown as one form whatever was typed: a date alone, a time as given, in UTC when a zone was named', () => {
    expect(runDateOf({ date: '20261105' }, {})?.shown).toBe('2026-11-05');
    expect(runDateOf({ date: '2026-11-07T01:00:00+09:00' }, {})?.shown).toBe('2026-11-06 16:00:00 UTC');
    expect(runDateOf({ date: '2026-11-07T01:00Z' }, {})?.shown).toBe('2026-11-07 01:00 UTC');
    expect(runDateOf({}, { date: '2012-01-26  4:03:56' })?.shown).toBe('2012-01-26 04:03:56');
  });
  test('placed when it ran, else when it was uploaded', () => {
    const uploaded = new Date('2026-12-06T10:00:00Z');
    expect(placedAt({ createdAt: uploaded, ranAt: runDateOf({ date: '2026-12-01' }, {}) })).toBe(Date.parse('2026-12-01T00:00:00Z'));
    expect(placedAt({ createdAt: uploaded, ranAt: null })).toBe(uploaded.getTime());
  });
});
