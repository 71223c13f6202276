/*
 * Date-times on the trust's wall clock (the `timeZone` setting), whatever zone the admin's
 * device is in: what a `datetime-local` field shows and takes, converted with Intl alone.
 */

/** A `datetime-local` value: 2027-03-01T00:00 (seconds, if any, are dropped). */
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

/** The wall clock in `timeZone` at `time` (ms), as numbers. */
function partsAt(time: number, timeZone: string) {
  const parts = Object.fromEntries(
    wallClock(timeZone)
      .formatToParts(new Date(time))
      .map(({ type, value }) => [type, Number(value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return parts;
}

/** How far `timeZone`'s wall clock is ahead of UTC at `time` (ms). */
function offsetAt(time: number, timeZone: string): number {
  const p = partsAt(time, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(time / 1000) * 1000;
}

const two = (value: number) => String(value).padStart(2, '0');

/** An instant (ISO 8601) as a `datetime-local` value on `timeZone`'s wall clock. */
export function toZonedInput(instant: string, timeZone: string): string {
  const p = partsAt(Date.parse(instant), timeZone);
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}

/**
 * A `datetime-local` value read on `timeZone`'s wall clock, as an ISO 8601 instant in UTC
 * (2027-03-01T00:00 in Asia/Kolkata is 2027-02-28T18:30:00.000Z); undefined when it is none.
 * A time that a clock change skips is read with the offset from before the change.
 */
export function fromZonedInput(local: string, timeZone: string): string | undefined {
  const match = LOCAL_INPUT.exec(local);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(asUtc)) return undefined;
  const first = asUtc - offsetAt(asUtc, timeZone);
  const second = asUtc - offsetAt(first, timeZone);
  return new Date(second).toISOString();
}

/** Whether this browser knows `name` as a time zone. */
export function isTimeZone(name: unknown): name is string {
  return typeof name === 'string' && name !== '' && formatsIn(name);
}

function formatsIn(timeZone: string): boolean {
  try {
    return Boolean(new Intl.DateTimeFormat('en-US', { timeZone }));
  } catch {
    return false;
  }
}

/**
 * Zones ICU still lists by an old name, by the name the tz database uses now (Asia/Calcutta is
 * Asia/Kolkata, the default).
 */
const RENAMED: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Europe/Kiev': 'Europe/Kyiv',
};

/** The zones to choose from, by their current names, with `kept` (the stored one) among them. */
export function timeZoneNames(kept: readonly string[]): string[] {
  const known = Intl.supportedValuesOf('timeZone').map((name) => RENAMED[name] ?? name);
  return [...new Set([...known, ...kept])].sort();
}
