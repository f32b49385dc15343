import { describe, expect, it } from 'vitest';
import { formatDate, formatUtcDate } from './dates.ts';

// Every month, both ends of a month and a year, a leap day, and times near midnight UTC.
const moments = Array.from({ length: 12 }, (_, month) => [
  new Date(Date.UTC(2026, month, 1, 0, 30)),
  new Date(Date.UTC(2025, month, 28, 23, 45)),
]).flat();
moments.push(
  new Date(Date.UTC(2024, 1, 29, 12)),
  new Date(Date.UTC(1999, 11, 31, 23, 59)),
  new Date(Date.UTC(2027, 0, 1)),
);

describe('dates', () => {
  it('writes a day as Intl en-US medium does, in the browser time zone', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
    for (const moment of moments) expect(formatDate(moment)).toBe(intl.format(moment));
    expect(formatDate('2026-11-23T10:00:00.000Z')).toBe(intl.format(new Date('2026-11-23T10:00:00.000Z')));
  });

  it('writes a day as Intl en-US medium does in UTC, whatever the time zone', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
    for (const moment of moments) expect(formatUtcDate(moment)).toBe(intl.format(moment));
    expect(formatUtcDate('2026-03-01T00:10:00.000Z')).toBe('Mar 1, 2026');
  });
});
