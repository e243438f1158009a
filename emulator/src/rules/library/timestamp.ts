/** timestamp methods (date parts, toMillis, date, time) and the `timestamp` namespace. */
import { RDuration, RTimestamp, type Result, type Value, err } from '../values.js';
import { type Method, badArgs, check, notFound } from './common.js';

const NS_PER_MS = 1_000_000n;
const NS_PER_S = 1_000_000_000n;
const NS_PER_DAY = 86_400n * NS_PER_S;

/** Floor division for bigint (timestamps before 1970 are negative). */
function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

interface Parts {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
  seconds: number;
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function parts(t: RTimestamp, tz: string | undefined): Parts | null {
  const ms = Number(floorDiv(t.nanos, NS_PER_MS));
  const d = new Date(ms);
  if (!tz || tz === 'UTC') {
    return {
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      day: d.getUTCDate(),
      hours: d.getUTCHours(),
      minutes: d.getUTCMinutes(),
      seconds: d.getUTCSeconds(),
      weekday: d.getUTCDay(),
    };
  }
  let f = formatters.get(tz);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone: tz,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
        weekday: 'short',
      });
    } catch {
      return null;
    }
    formatters.set(tz, f);
  }
  const get = (type: string) => f.formatToParts(d).find((p) => p.type === type)?.value ?? '';
  const wd = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  return {
    year: +get('year'),
    month: +get('month'),
    day: +get('day'),
    hours: +get('hour'),
    minutes: +get('minute'),
    seconds: +get('second'),
    weekday: wd,
  };
}

function part(pick: (p: Parts, t: RTimestamp) => number): Method<RTimestamp> {
  return (t, a, n) => {
    if (a.length > 1 || (a.length === 1 && typeof a[0] !== 'string'))
      return badArgs(n, a, '[timezone string]');
    const p = parts(t, a[0] as string | undefined);
    if (!p) return err(`Unknown time zone: ${a[0] as string}`);
    const v = pick(p, t);
    return Number.isFinite(v) ? BigInt(v) : err('Timestamp out of range.');
  };
}

const timestampMethods: Record<string, Method<RTimestamp>> = {
  year: part((p) => p.year),
  month: part((p) => p.month),
  day: part((p) => p.day),
  hours: part((p) => p.hours),
  minutes: part((p) => p.minutes),
  seconds: part((p) => p.seconds),
  // ISO: Monday is 1, Sunday is 7.
  dayOfWeek: part((p) => (p.weekday === 0 ? 7 : p.weekday)),
  dayOfYear: part(
    (p) =>
      Math.round((Date.UTC(p.year, p.month - 1, p.day) - Date.UTC(p.year, 0, 1)) / 86_400_000) + 1,
  ),
  nanos: (t, a, n) => check(n, a) ?? t.nanos - floorDiv(t.nanos, NS_PER_S) * NS_PER_S,
  toMillis: (t, a, n) => check(n, a) ?? floorDiv(t.nanos, NS_PER_MS),
  date: (t, a, n) => check(n, a) ?? new RTimestamp(floorDiv(t.nanos, NS_PER_DAY) * NS_PER_DAY),
  time: (t, a, n) =>
    check(n, a) ?? new RDuration(t.nanos - floorDiv(t.nanos, NS_PER_DAY) * NS_PER_DAY),
};

/** Calls a method on a timestamp. */
export function callTimestamp(t: RTimestamp, name: string, args: Value[]): Result {
  const m = timestampMethods[name];
  return m ? m(t, args, name) : notFound(name);
}

/** `timestamp.date(y, m, d)` and `timestamp.value(epochMillis)`. */
export function timestampNamespace(name: string, args: Value[]): Result {
  if (name === 'date') {
    const bad = check('timestamp.date', args, 'int', 'int', 'int');
    if (bad) return bad;
    const [y, m, d] = args.map(Number) as [number, number, number];
    if (m < 1 || m > 12 || d < 1 || d > 31) return err('Invalid date.');
    const dt = new Date(0);
    dt.setUTCFullYear(y, m - 1, d);
    const ms = dt.getTime();
    return Number.isFinite(ms)
      ? new RTimestamp(BigInt(ms) * NS_PER_MS)
      : err('Timestamp out of range.');
  }
  if (name === 'value')
    return check('timestamp.value', args, 'int') ?? new RTimestamp((args[0] as bigint) * NS_PER_MS);
  return notFound(`timestamp.${name}`);
}
