/** Helpers shared by the library modules: argument checks that produce error values. */
import { RError, type Result, type Value, err, typeName } from '../values.js';

export type Method<T> = (self: T, args: Value[], name: string) => Result;

/** Production's error for a method or function that does not exist. */
export function notFound(name: string): RError {
  return err(`Function not found error: Name: [${name}].`);
}

/** The error for arguments of the wrong number or type. */
export function badArgs(name: string, args: Value[], expected: string): RError {
  return err(
    `Invalid arguments for function [${name}]: got (${args.map(typeName).join(', ')}), expected (${expected}).`,
  );
}

/** Checks the arity and types of the arguments; returns an error value when they do not fit. */
export function check(name: string, args: Value[], ...types: string[]): RError | null {
  if (args.length !== types.length) return badArgs(name, args, types.join(', '));
  for (let i = 0; i < types.length; i++) {
    const want = types[i] as string;
    const got = typeName(args[i] as Value);
    const ok =
      want === 'any' ||
      want
        .split('|')
        .some((w) => w === got || (w === 'number' && (got === 'int' || got === 'float')));
    if (!ok) return badArgs(name, args, types.join(', '));
  }
  return null;
}

/** An int or float as a JS number (for float-valued math). */
export function toNumber(v: Value): number {
  return typeof v === 'bigint' ? Number(v) : (v as number);
}
