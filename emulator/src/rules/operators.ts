/** Arithmetic, comparison, `in` and `is`, with the language's int/float rules. */
import {
  RDuration,
  RList,
  RMap,
  RSet,
  RTimestamp,
  type Result,
  type Value,
  err,
  intResult,
  isNumber,
  typeName,
  valuesEqual,
} from './values.js';
import { contains } from './library/list.js';

const mismatch = (op: string, a: Value, b: Value) =>
  err(
    `Unsupported operation error. Received: ${typeName(a)} ${op} ${typeName(b)}. Expected: matching types.`,
  );

/** + - * / % with int/float promotion, int64 overflow and division-by-zero errors. */
export function arithmetic(op: '+' | '-' | '*' | '/' | '%', a: Value, b: Value): Result {
  if (typeof a === 'bigint' && typeof b === 'bigint') {
    switch (op) {
      case '+':
        return intResult(a + b);
      case '-':
        return intResult(a - b);
      case '*':
        return intResult(a * b);
      case '/':
        return b === 0n ? err('Division by zero.') : intResult(a / b);
      case '%':
        return b === 0n ? err('Division by zero.') : a % b;
    }
  }
  if (isNumber(a) && isNumber(b)) {
    const x = Number(a);
    const y = Number(b);
    switch (op) {
      case '+':
        return x + y;
      case '-':
        return x - y;
      case '*':
        return x * y;
      case '/':
        return y === 0 ? err('Division by zero.') : x / y;
      case '%':
        return y === 0 ? err('Division by zero.') : x % y;
    }
  }
  if (op === '+') {
    if (typeof a === 'string' && typeof b === 'string') return a + b;
    if (a instanceof RList && b instanceof RList && !a.partial && !b.partial)
      return new RList([...a.items, ...b.items]);
    if (a instanceof RTimestamp && b instanceof RDuration) return new RTimestamp(a.nanos + b.nanos);
    if (a instanceof RDuration && b instanceof RTimestamp) return new RTimestamp(a.nanos + b.nanos);
    if (a instanceof RDuration && b instanceof RDuration) return new RDuration(a.nanos + b.nanos);
  }
  if (op === '-') {
    if (a instanceof RTimestamp && b instanceof RDuration) return new RTimestamp(a.nanos - b.nanos);
    if (a instanceof RTimestamp && b instanceof RTimestamp) return new RDuration(a.nanos - b.nanos);
    if (a instanceof RDuration && b instanceof RDuration) return new RDuration(a.nanos - b.nanos);
  }
  return mismatch(op, a, b);
}

/** Unary minus on ints, floats and durations. */
export function negate(a: Value): Result {
  if (typeof a === 'bigint') return intResult(-a);
  if (typeof a === 'number') return -a;
  if (a instanceof RDuration) return new RDuration(-a.nanos);
  return err(`Unsupported operation error. Received: -${typeName(a)}.`);
}

/** <, <=, >, >= over numbers, strings, timestamps, durations and (lexicographically) lists. */
export function compare(op: '<' | '<=' | '>' | '>=', a: Value, b: Value): Result {
  const c = order(a, b);
  if (c === null) return mismatch(op, a, b);
  if (Number.isNaN(c)) return false;
  switch (op) {
    case '<':
      return c < 0;
    case '<=':
      return c <= 0;
    case '>':
      return c > 0;
    case '>=':
      return c >= 0;
  }
}

function order(a: Value, b: Value): number | null {
  if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
  if (isNumber(a) && isNumber(b)) {
    const x = Number(a);
    const y = Number(b);
    return Number.isNaN(x) || Number.isNaN(y) ? NaN : x < y ? -1 : x > y ? 1 : 0;
  }
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (
    (a instanceof RTimestamp && b instanceof RTimestamp) ||
    (a instanceof RDuration && b instanceof RDuration)
  ) {
    return a.nanos < b.nanos ? -1 : a.nanos > b.nanos ? 1 : 0;
  }
  if (a instanceof RList && b instanceof RList) {
    for (let i = 0; i < Math.min(a.items.length, b.items.length); i++) {
      const c = order(a.items[i] as Value, b.items[i] as Value);
      if (c === null || c !== 0) return c;
    }
    return a.items.length - b.items.length;
  }
  return null;
}

/** `==`: an error when a side is only partly known (a list query's resource.data). */
export function equals(a: Value, b: Value): Result {
  if (a instanceof RList && a.partial)
    return err('List contents are unknown in a list query.', undefined, true);
  if (b instanceof RList && b.partial)
    return err('List contents are unknown in a list query.', undefined, true);
  if (
    (a instanceof RMap && a.partial !== undefined) ||
    (b instanceof RMap && b.partial !== undefined)
  ) {
    return err('A map read by a list query cannot be compared as a whole.', undefined, true);
  }
  return valuesEqual(a, b);
}

/** `x in list`, `key in map`, `x in set`. */
export function membership(x: Value, coll: Value): Result {
  if (coll instanceof RList) {
    if (contains(coll.items, x)) return true;
    return coll.partial
      ? err(`${typeName(x)} membership is not provable from the query.`, undefined, true)
      : false;
  }
  if (coll instanceof RSet) return contains(coll.items, x);
  if (coll instanceof RMap) {
    if (typeof x !== 'string') return err('Map keys must be strings.');
    if (coll.entries.has(x)) return true;
    return coll.partial !== undefined
      ? err(`Key ${x} is not provable from the query.`, undefined, true)
      : false;
  }
  if (coll === null) return err('Null value error.');
  return err(
    `Unsupported operation error. Received: ${typeName(x)} in ${typeName(coll)}. Expected: list, map or set.`,
  );
}

/** `value is type`; number covers int and float. */
export function isType(v: Value, t: string): boolean {
  const actual = typeName(v);
  if (t === 'number') return actual === 'int' || actual === 'float';
  if (t === 'constraint') return actual === 'map';
  return actual === t;
}
