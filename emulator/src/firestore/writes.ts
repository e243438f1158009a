/** One Write of a commit applied to a document: preconditions, update masks and field transforms. */
import type { ProtoValue, StoredDocument } from '../rules/api.js';
import { ApiError } from './errors.js';
import { getField, parseDocumentName, parseFieldPath, setField } from './paths.js';
import {
  compareTimestamps,
  compareValues,
  fieldsEqual,
  isNaNValue,
  isNumber,
  normalizeFields,
  normalizeValue,
  toNumber,
  valuesEqual,
  type Fields,
} from './values.js';

export interface FieldTransform {
  fieldPath: string;
  setToServerValue?: string;
  increment?: ProtoValue;
  maximum?: ProtoValue;
  minimum?: ProtoValue;
  appendMissingElements?: { values?: ProtoValue[] };
  removeAllFromArray?: { values?: ProtoValue[] };
}

export interface Precondition {
  exists?: boolean;
  updateTime?: string;
}

export interface Write {
  update?: { name: string; fields?: Fields };
  delete?: string;
  /** Only a precondition (the full SDK's transactions verify documents they read but did not write). */
  verify?: string;
  transform?: { document: string; fieldTransforms?: FieldTransform[] };
  updateMask?: { fieldPaths?: string[] };
  updateTransforms?: FieldTransform[];
  currentDocument?: Precondition;
}

export interface WriteResult {
  updateTime?: string;
  transformResults?: ProtoValue[];
}

export interface AppliedWrite {
  name: string;
  /** Path below …/documents */
  path: string;
  before: StoredDocument | null;
  after: StoredDocument | null;
  /** The rules method this write is judged as ('verify' is not a write and is not judged). */
  method: 'create' | 'update' | 'delete' | 'verify';
  result: WriteResult;
}

/** The document a write targets. */
export function writeTarget(w: Write): string {
  const name = w.update?.name ?? w.delete ?? w.transform?.document ?? w.verify;
  if (!name)
    throw new ApiError(
      'INVALID_ARGUMENT',
      'A write must have an update, delete, transform or verify.',
    );
  return name;
}

export function checkPrecondition(
  name: string,
  before: StoredDocument | null,
  pre: Precondition | undefined,
): void {
  if (!pre) return;
  if (pre.exists === true && !before)
    throw new ApiError('NOT_FOUND', `No document to update: ${name}`);
  if (pre.exists === false && before)
    throw new ApiError('ALREADY_EXISTS', `Document already exists: ${name}`);
  if (pre.updateTime !== undefined) {
    if (!before || compareTimestamps(before.updateTime!, pre.updateTime) !== 0)
      throw new ApiError(
        'FAILED_PRECONDITION',
        `the stored version (${before?.updateTime ?? 'none'}) does not match the required base version (${pre.updateTime})`,
      );
  }
}

/** Applies `w` to `before` at `commitTime` (RFC 3339). Pure: `before` is not modified. */
export function applyWrite(
  project: string,
  before: StoredDocument | null,
  w: Write,
  commitTime: string,
): AppliedWrite {
  const name = writeTarget(w);
  const { path } = parseDocumentName(name, project);
  checkPrecondition(name, before, w.currentDocument);

  if (w.delete !== undefined) {
    return { name, path, before, after: null, method: 'delete', result: {} };
  }
  if (w.verify !== undefined)
    return { name, path, before, after: before, method: 'verify', result: {} };

  let fields: Fields;
  if (w.update) {
    const incoming = normalizeFields(w.update.fields ?? {});
    validateFields(incoming);
    if (w.updateMask) {
      fields = { ...(before?.fields ?? {}) };
      for (const fp of w.updateMask.fieldPaths ?? []) {
        const segs = parseFieldPath(fp);
        setField(fields, segs, getField(incoming, segs));
      }
    } else {
      fields = incoming;
    }
  } else {
    fields = { ...(before?.fields ?? {}) };
  }

  const transforms = w.transform?.fieldTransforms ?? w.updateTransforms ?? [];
  const transformResults: ProtoValue[] = [];
  for (const t of transforms) {
    const segs = parseFieldPath(t.fieldPath);
    const current = getField(fields, segs);
    const { value, result } = applyTransform(t, current, commitTime);
    setField(fields, segs, value);
    transformResults.push(result);
  }

  const size = documentSize(name, fields);
  if (size > MAX_DOCUMENT_BYTES)
    throw new ApiError(
      'INVALID_ARGUMENT',
      `Document '${name}' cannot be written because its size (${size.toLocaleString('en-US')} bytes) exceeds the maximum allowed size of 1,048,576 bytes.`,
    );
  const unchanged = before !== null && fieldsEqual(before.fields, fields);
  const after: StoredDocument = unchanged
    ? before
    : { name, fields, createTime: before?.createTime ?? commitTime, updateTime: commitTime };
  const result: WriteResult = { updateTime: after.updateTime! };
  if (transforms.length > 0) result.transformResults = transformResults;
  return { name, path, before, after, method: before ? 'update' : 'create', result };
}

const MAX_DOCUMENT_BYTES = 1_048_576;

/** Storage size as production documents it: name + fields + 32 bytes. */
export function documentSize(name: string, fields: Fields): number {
  return nameSize(name) + mapSize(fields) + 32;
}

function nameSize(name: string): number {
  const path = name.slice(name.indexOf('/documents/') + '/documents/'.length);
  return path.split('/').reduce((n, seg) => n + Buffer.byteLength(seg) + 1, 16);
}

function mapSize(fields: Fields): number {
  let n = 0;
  for (const [k, v] of Object.entries(fields)) n += Buffer.byteLength(k) + 1 + valueSize(v);
  return n;
}

function valueSize(v: ProtoValue): number {
  if ('stringValue' in v) return Buffer.byteLength(v.stringValue) + 1;
  if ('bytesValue' in v) return Buffer.from(v.bytesValue, 'base64').length;
  if ('referenceValue' in v) return nameSize(v.referenceValue);
  if ('geoPointValue' in v) return 16;
  if ('arrayValue' in v) return (v.arrayValue.values ?? []).reduce((n, x) => n + valueSize(x), 0);
  if ('mapValue' in v) return mapSize(v.mapValue.fields ?? {});
  if ('nullValue' in v || 'booleanValue' in v) return 1;
  return 8;
}

function validateFields(fields: Fields): void {
  for (const [k, v] of Object.entries(fields)) {
    if (k === '' || /^__.*__$/.test(k))
      throw new ApiError('INVALID_ARGUMENT', `Field name "${k}" is invalid.`);
    if ('mapValue' in v) validateFields(v.mapValue.fields ?? {});
  }
}

const INT64_MAX = 2n ** 63n - 1n;
const INT64_MIN = -(2n ** 63n);

function doubleValue(n: number): ProtoValue {
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

function applyTransform(
  t: FieldTransform,
  current: ProtoValue | undefined,
  commitTime: string,
): { value: ProtoValue; result: ProtoValue } {
  if (t.setToServerValue !== undefined) {
    if (t.setToServerValue !== 'REQUEST_TIME')
      throw new ApiError('INVALID_ARGUMENT', `Unsupported server value ${t.setToServerValue}.`);
    const v: ProtoValue = { timestampValue: commitTime };
    return { value: v, result: v };
  }
  if (t.increment !== undefined) {
    const op = normalizeValue(t.increment);
    requireNumber(op, 'increment');
    let v: ProtoValue;
    if (!current || !isNumber(current)) v = op;
    else if ('integerValue' in current && 'integerValue' in op) {
      let sum = BigInt(current.integerValue) + BigInt(op.integerValue);
      sum = sum > INT64_MAX ? INT64_MAX : sum < INT64_MIN ? INT64_MIN : sum;
      v = { integerValue: sum.toString() };
    } else v = doubleValue(toNumber(current) + toNumber(op));
    return { value: v, result: v };
  }
  if (t.maximum !== undefined || t.minimum !== undefined) {
    const isMax = t.maximum !== undefined;
    const op = normalizeValue((t.maximum ?? t.minimum)!);
    requireNumber(op, isMax ? 'maximum' : 'minimum');
    let v: ProtoValue;
    if (!current || !isNumber(current)) v = op;
    else if (isNaNValue(current) || isNaNValue(op)) v = { doubleValue: 'NaN' };
    else {
      const c = compareValues(op, current);
      v = (isMax ? c > 0 : c < 0) ? op : current;
    }
    return { value: v, result: v };
  }
  if (t.appendMissingElements !== undefined) {
    const values = current && 'arrayValue' in current ? [...(current.arrayValue.values ?? [])] : [];
    for (const e of (t.appendMissingElements.values ?? []).map(normalizeValue)) {
      if (!values.some((x) => sameElement(x, e))) values.push(e);
    }
    return { value: { arrayValue: { values } }, result: { nullValue: null } };
  }
  if (t.removeAllFromArray !== undefined) {
    const remove = (t.removeAllFromArray.values ?? []).map(normalizeValue);
    const values = current && 'arrayValue' in current ? (current.arrayValue.values ?? []) : [];
    return {
      value: {
        arrayValue: { values: values.filter((x) => !remove.some((r) => sameElement(x, r))) },
      },
      result: { nullValue: null },
    };
  }
  throw new ApiError(
    'INVALID_ARGUMENT',
    `Field transform on ${t.fieldPath} has no transform type.`,
  );
}

/** Array membership as arrayUnion/arrayRemove judge it (NaN matches NaN here). */
function sameElement(a: ProtoValue, b: ProtoValue): boolean {
  if (isNaNValue(a) && isNaNValue(b)) return true;
  return valuesEqual(a, b);
}

function requireNumber(v: ProtoValue, what: string): void {
  if (!isNumber(v))
    throw new ApiError('INVALID_ARGUMENT', `The ${what} transform requires a numeric operand.`);
}
