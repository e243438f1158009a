/** duration methods (seconds, nanos) and the `duration` namespace (value, time, abs). */
import { RDuration, type Result, type Value, err } from '../values.js';
import { type Method, check, notFound } from './common.js';

const NS_PER_S = 1_000_000_000n;
const UNITS: Record<string, bigint> = {
  w: 7n * 86_400n * NS_PER_S,
  d: 86_400n * NS_PER_S,
  h: 3_600n * NS_PER_S,
  m: 60n * NS_PER_S,
  s: NS_PER_S,
  ms: 1_000_000n,
  ns: 1n,
};

const durationMethods: Record<string, Method<RDuration>> = {
  seconds: (d, a, n) => check(n, a) ?? d.nanos / NS_PER_S,
  nanos: (d, a, n) => check(n, a) ?? d.nanos % NS_PER_S,
};

/** Calls a method on a duration. */
export function callDuration(d: RDuration, name: string, args: Value[]): Result {
  const m = durationMethods[name];
  return m ? m(d, args, name) : notFound(name);
}

/** duration.value(), duration.time(), duration.abs(). */
export function durationNamespace(name: string, args: Value[]): Result {
  if (name === 'value') {
    const bad = check('duration.value', args, 'int', 'string');
    if (bad) return bad;
    const unit = UNITS[args[1] as string];
    if (unit === undefined)
      return err(
        `Invalid duration unit '${args[1] as string}': expected one of w, d, h, m, s, ms, ns.`,
      );
    return new RDuration((args[0] as bigint) * unit);
  }
  if (name === 'time') {
    const bad = check('duration.time', args, 'int', 'int', 'int', 'int');
    if (bad) return bad;
    const [h, m, s, ns] = args as bigint[];
    return new RDuration(
      (h as bigint) * UNITS.h! +
        (m as bigint) * UNITS.m! +
        (s as bigint) * NS_PER_S +
        (ns as bigint),
    );
  }
  if (name === 'abs') {
    const bad = check('duration.abs', args, 'duration');
    if (bad) return bad;
    const d = (args[0] as RDuration).nanos;
    return new RDuration(d < 0n ? -d : d);
  }
  return notFound(`duration.${name}`);
}
