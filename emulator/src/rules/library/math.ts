/** The `math` namespace: abs, ceil, floor, round, sqrt, pow, isInfinite, isNaN. */
import { type Result, type Value, err, intResult } from '../values.js';
import { check, notFound, toNumber } from './common.js';

function toInt(x: number): Result {
  if (!Number.isFinite(x)) return err('Cannot convert a non-finite float to int.');
  return intResult(BigInt(x));
}

/** math.abs(), ceil(), floor(), round(), sqrt(), pow(), isInfinite(), isNaN(). */
export function mathNamespace(name: string, args: Value[]): Result {
  const fn = `math.${name}`;
  switch (name) {
    case 'abs': {
      const bad = check(fn, args, 'number');
      if (bad) return bad;
      const x = args[0] as bigint | number;
      return typeof x === 'bigint' ? intResult(x < 0n ? -x : x) : Math.abs(x);
    }
    case 'ceil':
    case 'floor':
    case 'round': {
      const bad = check(fn, args, 'number');
      if (bad) return bad;
      const x = args[0] as bigint | number;
      if (typeof x === 'bigint') return x;
      // Production rounds half away from zero.
      const r =
        name === 'ceil'
          ? Math.ceil(x)
          : name === 'floor'
            ? Math.floor(x)
            : Math.sign(x) * Math.round(Math.abs(x));
      return toInt(r);
    }
    case 'sqrt':
      return check(fn, args, 'number') ?? Math.sqrt(toNumber(args[0] as Value));
    case 'pow':
      return (
        check(fn, args, 'number', 'number') ??
        Math.pow(toNumber(args[0] as Value), toNumber(args[1] as Value))
      );
    case 'isInfinite':
      return (
        check(fn, args, 'number') ??
        (typeof args[0] === 'number' && !Number.isFinite(args[0]) && !Number.isNaN(args[0]))
      );
    case 'isNaN':
      return check(fn, args, 'number') ?? Number.isNaN(toNumber(args[0] as Value));
    default:
      return notFound(fn);
  }
}
