/** A query's where clause as a predicate, with production's semantics for each operator. */
import type { ProtoValue, StoredDocument } from '../../rules/api.js';
import { ApiError } from '../errors.js';
import { compareValues, isNaNValue, typeOrder, valuesEqual } from '../values.js';
import { getter, type Filter } from './structured-query.js';

export function compileFilter(f: Filter): (doc: StoredDocument) => boolean {
  if (f.compositeFilter) {
    const parts = (f.compositeFilter.filters ?? []).map(compileFilter);
    if (f.compositeFilter.op === 'OR') return (d) => parts.some((p) => p(d));
    if (f.compositeFilter.op === 'AND') return (d) => parts.every((p) => p(d));
    throw new ApiError('INVALID_ARGUMENT', `Unsupported composite filter ${f.compositeFilter.op}.`);
  }
  if (f.unaryFilter) {
    const get = getter(f.unaryFilter.field.fieldPath);
    switch (f.unaryFilter.op) {
      case 'IS_NAN':
        return (d) => {
          const v = get(d);
          return v !== undefined && isNaNValue(v);
        };
      case 'IS_NULL':
        return (d) => {
          const v = get(d);
          return v !== undefined && 'nullValue' in v;
        };
      case 'IS_NOT_NAN':
        return (d) => {
          const v = get(d);
          return v !== undefined && !('nullValue' in v) && !isNaNValue(v);
        };
      case 'IS_NOT_NULL':
        return (d) => {
          const v = get(d);
          return v !== undefined && !('nullValue' in v);
        };
      default:
        throw new ApiError('INVALID_ARGUMENT', `Unsupported unary filter ${f.unaryFilter.op}.`);
    }
  }
  if (f.fieldFilter) {
    const { op, value } = f.fieldFilter;
    const get = getter(f.fieldFilter.field.fieldPath);
    const list = (): ProtoValue[] => {
      if (!('arrayValue' in value))
        throw new ApiError('INVALID_ARGUMENT', `A filter with op ${op} requires an array value.`);
      const values = value.arrayValue.values ?? [];
      if (values.length === 0)
        throw new ApiError(
          'INVALID_ARGUMENT',
          `A filter with op ${op} requires a non-empty array.`,
        );
      if (values.length > 30)
        throw new ApiError(
          'INVALID_ARGUMENT',
          `'${op}' filters support a maximum of 30 elements in the value array.`,
        );
      return values;
    };
    const comparable = (v: ProtoValue): boolean =>
      typeOrder(v) === typeOrder(value) && !isNaNValue(v);
    switch (op) {
      case 'EQUAL':
        return (d) => {
          const v = get(d);
          return v !== undefined && valuesEqual(v, value);
        };
      case 'NOT_EQUAL':
        return (d) => {
          const v = get(d);
          return v !== undefined && !('nullValue' in v) && !valuesEqual(v, value);
        };
      case 'LESS_THAN':
      case 'LESS_THAN_OR_EQUAL':
      case 'GREATER_THAN':
      case 'GREATER_THAN_OR_EQUAL':
        if (isNaNValue(value)) return () => false;
        return (d) => {
          const v = get(d);
          if (v === undefined || !comparable(v)) return false;
          const c = compareValues(v, value);
          return op === 'LESS_THAN'
            ? c < 0
            : op === 'LESS_THAN_OR_EQUAL'
              ? c <= 0
              : op === 'GREATER_THAN'
                ? c > 0
                : c >= 0;
        };
      case 'ARRAY_CONTAINS':
        return (d) => {
          const v = get(d);
          return (
            v !== undefined &&
            'arrayValue' in v &&
            (v.arrayValue.values ?? []).some((e) => valuesEqual(e, value))
          );
        };
      case 'IN': {
        const vals = list();
        return (d) => {
          const v = get(d);
          return v !== undefined && vals.some((x) => valuesEqual(v, x));
        };
      }
      case 'ARRAY_CONTAINS_ANY': {
        const vals = list();
        return (d) => {
          const v = get(d);
          return (
            v !== undefined &&
            'arrayValue' in v &&
            (v.arrayValue.values ?? []).some((e) => vals.some((x) => valuesEqual(e, x)))
          );
        };
      }
      case 'NOT_IN': {
        const vals = list();
        if (vals.some((x) => 'nullValue' in x)) return () => false;
        return (d) => {
          const v = get(d);
          return v !== undefined && !('nullValue' in v) && !vals.some((x) => valuesEqual(v, x));
        };
      }
      default:
        throw new ApiError('INVALID_ARGUMENT', `Unsupported field filter op ${op}.`);
    }
  }
  return () => true;
}
