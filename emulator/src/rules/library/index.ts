/** Dispatch for methods (by the receiver's type), namespaces (math.abs…) and conversion globals. */
import {
  RBytes,
  RDuration,
  RLatLng,
  RList,
  RMap,
  RMapDiff,
  RPath,
  RSet,
  RTimestamp,
  type Result,
  type Value,
  err,
  intResult,
  typeName,
} from '../values.js';
import { check, notFound } from './common.js';
import { durationNamespace, callDuration } from './duration.js';
import { callBytes, hashingNamespace } from './hashing.js';
import { callLatLng, latlngNamespace } from './latlng.js';
import { callList, listIndex, listRange } from './list.js';
import { callMap, callMapDiff, mapGet } from './map.js';
import { mathNamespace } from './math.js';
import { callPath, pathFromString, pathIndex, pathRange } from './path.js';
import { callSet } from './set.js';
import { callString, stringIndex, stringRange } from './string.js';
import { callTimestamp, timestampNamespace } from './timestamp.js';

export { mapGet };

/** Calls `target.name(args)`, dispatching on the receiver's type. */
export function callMethod(target: Value, name: string, args: Value[]): Result {
  if (typeof target === 'string') return callString(target, name, args);
  if (target instanceof RList) return callList(target, name, args);
  if (target instanceof RMap) return callMap(target, name, args);
  if (target instanceof RSet) return callSet(target, name, args);
  if (target instanceof RMapDiff) return callMapDiff(target, name, args);
  if (target instanceof RTimestamp) return callTimestamp(target, name, args);
  if (target instanceof RDuration) return callDuration(target, name, args);
  if (target instanceof RLatLng) return callLatLng(target, name, args);
  if (target instanceof RBytes) return callBytes(target, name, args);
  if (target instanceof RPath) return callPath(target, name, args);
  if (target === null) return err('Null value error.');
  return err(`Function not found error: Name: [${name}] on ${typeName(target)}.`);
}

/** Global namespaces whose members are functions: math.abs(), duration.value()… */
export const NAMESPACES: Record<string, (name: string, args: Value[]) => Result> = {
  math: mathNamespace,
  duration: durationNamespace,
  timestamp: timestampNamespace,
  latlng: latlngNamespace,
  hashing: hashingNamespace,
};

/** `target[index]` for maps, lists, strings and paths. */
export function indexValue(target: Value, index: Value): Result {
  if (target instanceof RMap)
    return typeof index === 'string' ? mapGet(target, index) : err('Map keys must be strings.');
  if (target instanceof RList) return listIndex(target, index);
  if (typeof target === 'string') return stringIndex(target, index);
  if (target instanceof RPath) return pathIndex(target, index);
  if (target === null) return err('Null value error.');
  return err(`Cannot index a value of type ${typeName(target)}.`);
}

/** `target[from:to]` for lists, strings and paths; `to` undefined (omitted) is the size. */
export function rangeValue(target: Value, from: Value, to: Value | undefined): Result {
  if (target instanceof RList) return listRange(target, from, to);
  if (typeof target === 'string') return stringRange(target, from, to);
  if (target instanceof RPath) return pathRange(target, from, to);
  if (target === null) return err('Null value error.');
  return err(`Cannot take a range of a value of type ${typeName(target)}.`);
}

function formatFloat(x: number): string {
  if (Number.isInteger(x) && Math.abs(x) < 1e21) return x.toFixed(1);
  return String(x);
}

/** Conversion globals: int(), float(), string(), bool(), path(), debug(). Returns undefined for other names. */
export function callConversion(name: string, args: Value[]): Result | undefined {
  const a = args[0] as Value;
  switch (name) {
    case 'int': {
      if (args.length !== 1) return check(name, args, 'any') ?? undefined;
      if (typeof a === 'bigint') return a;
      if (typeof a === 'number')
        return Number.isFinite(a)
          ? intResult(BigInt(Math.trunc(a)))
          : err('Cannot convert a non-finite float to int.');
      if (typeof a === 'string' && /^[+-]?\d+$/.test(a.trim())) return intResult(BigInt(a.trim()));
      return err(`Cannot convert ${typeName(a)} ${typeof a === 'string' ? `'${a}' ` : ''}to int.`);
    }
    case 'float': {
      if (args.length !== 1) return check(name, args, 'any') ?? undefined;
      if (typeof a === 'number') return a;
      if (typeof a === 'bigint') return Number(a);
      if (typeof a === 'string' && a.trim() !== '' && !Number.isNaN(Number(a))) return Number(a);
      if (typeof a === 'string' && ['NaN', 'Infinity', '-Infinity'].includes(a)) return Number(a);
      return err(`Cannot convert ${typeName(a)} to float.`);
    }
    case 'string': {
      if (args.length !== 1) return check(name, args, 'any') ?? undefined;
      if (a === null) return 'null';
      if (typeof a === 'boolean' || typeof a === 'bigint' || typeof a === 'string')
        return String(a);
      if (typeof a === 'number') return formatFloat(a);
      if (a instanceof RPath) return a.toString();
      return err(`Cannot convert ${typeName(a)} to string.`);
    }
    case 'bool': {
      if (args.length !== 1) return check(name, args, 'any') ?? undefined;
      if (typeof a === 'boolean') return a;
      if (a === 'true' || a === 'false') return a === 'true';
      return err(`Cannot convert ${typeName(a)} to bool.`);
    }
    case 'path':
      return check(name, args, 'string') ?? pathFromString(a as string);
    case 'debug':
      return args.length === 1 ? a : (check(name, args, 'any') ?? undefined);
    default:
      return undefined;
  }
}

export { notFound };
