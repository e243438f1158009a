/**
 * The contract between the security-rules engine and the emulator servers that use it.
 * The engine knows nothing of HTTP or gRPC: servers describe a request with these types,
 * and get back a decision with a production-like explanation.
 *
 * Document data crosses this boundary in Firestore's proto3 JSON form (the REST wire form),
 * so integers, doubles, timestamps, bytes, references and geopoints keep their types.
 */
import type { CoverageSink } from './coverage.js';

/** A Firestore value in proto3 JSON form, exactly as the REST API carries it. */
export type ProtoValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number | 'NaN' | 'Infinity' | '-Infinity' }
  | { timestampValue: string }
  | { stringValue: string }
  | { bytesValue: string }
  | { referenceValue: string }
  | { geoPointValue: { latitude: number; longitude: number } }
  | { arrayValue: { values?: ProtoValue[] } }
  | { mapValue: { fields?: Record<string, ProtoValue> } };

/** A stored document. `name` is the full resource name: projects/{p}/databases/(default)/documents/… */
export interface StoredDocument {
  name: string;
  fields: Record<string, ProtoValue>;
  createTime?: string;
  updateTime?: string;
}

/**
 * Synchronous document access for `get`, `exists`, `getAfter`, `existsAfter` and Storage's
 * `firestore.get`/`firestore.exists`. Paths are rules paths: /databases/(default)/documents/c/d
 */
export interface FirestoreAccess {
  /** The document as it is now (before the request's writes), or null. */
  get(path: string): StoredDocument | null;
  /** The document as it would be if every write of the request's batch succeeded, or null. */
  getAfter(path: string): StoredDocument | null;
}

/** Counts document lookups across one request or one batch (production: 10 per doc, 20 per batch). */
export interface LookupBudget {
  used: number;
  limit: number;
}

/** request.auth as production builds it from a verified ID token. */
export interface RulesAuth {
  uid: string;
  /** Every claim of the token (email, email_verified, firebase, custom claims such as role…). */
  token: Record<string, unknown>;
}

export type RulesMethod = 'get' | 'list' | 'create' | 'update' | 'delete';

/** A list query, so the engine can judge the query rather than today's documents. */
export interface RulesQuery {
  /** structuredQuery.where in proto3 JSON (fieldFilter / compositeFilter / unaryFilter), if any. */
  where?: unknown;
  limit?: number;
  offset?: number;
  /** structuredQuery.orderBy in proto3 JSON. */
  orderBy?: unknown[];
}

export interface FirestoreRulesRequest {
  method: RulesMethod;
  /**
   * /databases/(default)/documents/… — the document path for get/create/update/delete;
   * for list, the path of the collection being listed (the engine matches it as that
   * collection's {document} with the id unknown). Collection-group queries pass
   * collectionGroup instead and a path whose parent is the query's parent.
   */
  path: string;
  /** For collection-group list queries: the collection id. */
  collectionGroup?: string;
  auth: RulesAuth | null;
  /** request.time */
  time: Date;
  /** The document as stored now (get, update, delete); null/undefined when absent. */
  resource?: StoredDocument | null;
  /** The document as it would be after the write (create, update). */
  requestResource?: StoredDocument | null;
  query?: RulesQuery;
  data: FirestoreAccess;
  /** Shared across a batch so that a batch is limited to 20 lookups; default is a fresh 10. */
  budget?: LookupBudget;
  /** Counts every evaluated expression for the coverage report (coverage.ts); explaining a denial is not counted. */
  coverage?: CoverageSink;
}

/** Storage object metadata as rules see it (resource / request.resource). */
export interface StorageObject {
  name: string;
  bucket: string;
  size: number;
  contentType?: string;
  metadata?: Record<string, string>;
  md5Hash?: string;
  crc32c?: string;
  etag?: string;
  generation?: string;
  metageneration?: string;
  timeCreated?: string;
  updated?: string;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
  cacheControl?: string;
}

export interface StorageRulesRequest {
  method: RulesMethod;
  bucket: string;
  /** The object path inside the bucket, without a leading slash: submissions/u1/t1/1.mp4 (a prefix for list). */
  objectPath: string;
  auth: RulesAuth | null;
  time: Date;
  resource?: StorageObject | null;
  requestResource?: StorageObject | null;
  /** Backs firestore.get / firestore.exists; getAfter is not used by Storage. */
  firestore?: FirestoreAccess;
  /** As FirestoreRulesRequest.coverage. */
  coverage?: CoverageSink;
}

export interface RulesDecision {
  allowed: boolean;
  /**
   * Why, in production's words for denials, e.g.
   * "false for 'update' @ L12" or "Property role is undefined on object. for 'get' @ L5".
   * Several tried allows are joined with ", ". Empty when allowed.
   */
  explanation: string;
  /** Each allow statement tried and why it did not grant (engine addition; empty when allowed). */
  denials?: RulesDenial[];
}

/** One allow statement that was tried and did not grant. */
export interface RulesDenial {
  /** The request method, as in "false for 'update' @ L12". */
  method: RulesMethod;
  /** The full pattern of the match block, e.g. /databases/{database}/documents/users/{userId}. */
  match: string;
  /** Line of the allow statement. */
  line: number;
  outcome: 'false' | 'error';
  /** Production's words: "false" or the error ("Property x is undefined on object."). */
  message: string;
  /** The sub-expression that was false or failed. */
  at?: { line: number; column: number; expression: string };
}

/** A parse error: line and column are 1-based; message says what was expected. */
export interface RulesSyntaxErrorInfo {
  line: number;
  column: number;
  message: string;
}
