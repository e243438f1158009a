/** Aggregation queries: count, sum and avg over a query's documents, in proto3 JSON. */
import type { ProtoValue } from '../../rules/api.js';
import type { ProjectStore } from '../persistence/store.js';
import { ApiError } from '../errors.js';
import { isNumber, toNumber } from '../values.js';
import { countQuery, runQuery } from './query.js';
import { getter, type Aggregation, type StructuredQuery } from './structured-query.js';

/** Runs an aggregation query; results keyed by alias in proto3 JSON. */
export function runAggregation(
  store: ProjectStore,
  parentName: string,
  q: StructuredQuery,
  aggregations: Aggregation[],
): Record<string, ProtoValue> {
  // Counts need no documents; sums keep the query's order (floating-point addition is not associative).
  const countsOnly = aggregations.every((a) => a.count);
  const docs = countsOnly ? [] : runQuery(store, parentName, { ...q, select: undefined });
  const total = countsOnly ? countQuery(store, parentName, q) : docs.length;
  const out: Record<string, ProtoValue> = {};
  aggregations.forEach((a, i) => {
    const alias = a.alias || `field_${i + 1}`;
    if (a.count) {
      const raw = a.count.upTo;
      const upTo =
        raw === undefined ? undefined : Number(typeof raw === 'object' ? raw.value : raw);
      out[alias] = {
        integerValue: String(upTo === undefined ? total : Math.min(upTo, total)),
      };
    } else if (a.sum || a.avg) {
      const get = getter((a.sum ?? a.avg)!.field.fieldPath);
      let intSum = 0n;
      let dblSum = 0;
      let anyDouble = false;
      let n = 0;
      for (const d of docs) {
        const v = get(d);
        if (!v || !isNumber(v)) continue;
        n++;
        if ('integerValue' in v) intSum += BigInt(v.integerValue);
        else {
          anyDouble = true;
          dblSum += toNumber(v);
        }
      }
      if (a.sum) {
        const fitsInt = intSum <= 2n ** 63n - 1n && intSum >= -(2n ** 63n);
        if (!anyDouble && fitsInt) out[alias] = { integerValue: intSum.toString() };
        else out[alias] = num(Number(intSum) + dblSum);
      } else {
        out[alias] = n === 0 ? { nullValue: null } : num((Number(intSum) + dblSum) / n);
      }
    } else {
      throw new ApiError('INVALID_ARGUMENT', 'Unsupported aggregation.');
    }
  });
  return out;
}

function num(n: number): ProtoValue {
  return {
    doubleValue: Number.isNaN(n)
      ? 'NaN'
      : n === Infinity
        ? 'Infinity'
        : n === -Infinity
          ? '-Infinity'
          : n,
  };
}
