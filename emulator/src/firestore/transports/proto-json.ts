/**
 * Loads google.firestore.v1 from the descriptor that ships with @google-cloud/firestore and
 * converts between protobuf messages and proto3 JSON (Timestamp ↔ RFC 3339, wrappers ↔
 * scalars, bytes ↔ base64, int64 ↔ string), so the gRPC server can reuse the REST shapes.
 */
import { createRequire } from 'node:module';
import protobuf from 'protobufjs';
import { formatTimestamp, parseTimestamp } from '../values.js';

const require = createRequire(import.meta.url);

let cached: protobuf.Root | null = null;

/** The google.firestore.v1 protobuf root (loaded once). */
export function firestoreRoot(): protobuf.Root {
  if (!cached) {
    const descriptor =
      require('@google-cloud/firestore/build/protos/v1.json') as protobuf.INamespace;
    cached = protobuf.Root.fromJSON(descriptor);
    // The server library's descriptor lacks Write.verify (field 5), which the client SDKs'
    // transactions send for documents they read but did not write.
    const write = cached.lookupType('google.firestore.v1.Write');
    write.add(new protobuf.Field('verify', 5, 'string'));
    write.oneofs.operation?.add(write.fields.verify!);
    cached.resolveAll();
  }
  return cached;
}

const WRAPPERS = new Set([
  '.google.protobuf.Int32Value',
  '.google.protobuf.Int64Value',
  '.google.protobuf.UInt32Value',
  '.google.protobuf.UInt64Value',
  '.google.protobuf.DoubleValue',
  '.google.protobuf.FloatValue',
  '.google.protobuf.BoolValue',
  '.google.protobuf.StringValue',
  '.google.protobuf.BytesValue',
]);

const LONG_TYPES = new Set(['int64', 'uint64', 'sint64', 'fixed64', 'sfixed64']);

type Json = unknown;

function scalarToJson(type: string, v: unknown): Json {
  if (LONG_TYPES.has(type)) return String(v);
  if (type === 'bytes') return Buffer.from(v as Uint8Array).toString('base64');
  if (type === 'double' || type === 'float') {
    const n = v as number;
    return Number.isNaN(n)
      ? 'NaN'
      : n === Infinity
        ? 'Infinity'
        : n === -Infinity
          ? '-Infinity'
          : n;
  }
  return v;
}

function valueToJson(field: protobuf.Field, v: unknown): Json {
  const rt = field.resolvedType;
  if (rt instanceof protobuf.Type) {
    const full = rt.fullName;
    if (full === '.google.protobuf.Timestamp') {
      const t = v as { seconds?: unknown; nanos?: number };
      return formatTimestamp(Number(t.seconds ?? 0), t.nanos ?? 0);
    }
    if (WRAPPERS.has(full))
      return scalarToJson(
        rt.fields.value!.type,
        (v as { value: unknown }).value ?? rt.fields.value!.defaultValue,
      );
    return messageToJson(rt, v as protobuf.Message);
  }
  if (rt instanceof protobuf.Enum) {
    if (rt.fullName === '.google.protobuf.NullValue') return null;
    return rt.valuesById[v as number] ?? v;
  }
  return scalarToJson(field.type, v);
}

/** A decoded message as proto3 JSON (only fields present on the wire). */
export function messageToJson(
  type: protobuf.Type,
  msg: protobuf.Message | Record<string, unknown>,
): Record<string, Json> {
  const out: Record<string, Json> = {};
  const m = msg as unknown as Record<string, unknown>;
  for (const field of type.fieldsArray) {
    if (!Object.prototype.hasOwnProperty.call(m, field.name)) continue;
    const v = m[field.name];
    if (v === undefined || v === null) continue;
    if (field.map) {
      const obj: Record<string, Json> = {};
      for (const [k, x] of Object.entries(v as Record<string, unknown>))
        obj[k] = valueToJson(field, x);
      out[field.name] = obj;
    } else if (field.repeated) {
      const arr = v as unknown[];
      if (arr.length === 0) continue;
      out[field.name] = arr.map((x) => valueToJson(field, x));
    } else {
      out[field.name] = valueToJson(field, v);
    }
  }
  return out;
}

function jsonToValue(field: protobuf.Field, v: Json): unknown {
  const rt = field.resolvedType;
  if (rt instanceof protobuf.Type) {
    const full = rt.fullName;
    if (full === '.google.protobuf.Timestamp') {
      const [seconds, nanos] = parseTimestamp(v as string);
      return { seconds, nanos };
    }
    if (WRAPPERS.has(full)) return { value: jsonScalar(rt.fields.value!.type, v) };
    return jsonToObject(rt, v as Record<string, Json>);
  }
  if (rt instanceof protobuf.Enum) {
    if (rt.fullName === '.google.protobuf.NullValue') return 0;
    return typeof v === 'string' ? rt.values[v] : v;
  }
  return jsonScalar(field.type, v);
}

function jsonScalar(type: string, v: Json): unknown {
  if ((type === 'double' || type === 'float') && typeof v === 'string') return Number(v);
  return v;
}

/** Proto3 JSON to the plain-object form protobufjs' fromObject accepts. */
export function jsonToObject(
  type: protobuf.Type,
  json: Record<string, Json>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of type.fieldsArray) {
    const v = json[field.name];
    if (v === undefined) continue;
    if (field.map) {
      const obj: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v as Record<string, Json>))
        obj[k] = jsonToValue(field, x);
      out[field.name] = obj;
    } else if (field.repeated) {
      out[field.name] = (v as Json[]).map((x) => jsonToValue(field, x));
    } else if (v === null && !(field.resolvedType instanceof protobuf.Enum)) {
      continue;
    } else {
      out[field.name] = jsonToValue(field, v);
    }
  }
  return out;
}

/** Encodes proto3 JSON as a binary message of `type`. */
export function encodeJson(type: protobuf.Type, json: Record<string, Json>): Uint8Array {
  return type.encode(type.fromObject(jsonToObject(type, json))).finish();
}

/** Decodes a binary message of `type` to proto3 JSON. */
export function decodeJson(type: protobuf.Type, bytes: Uint8Array): Record<string, Json> {
  return messageToJson(type, type.decode(bytes));
}
