/**
 * The shape of one callable of the registry (callable-registry.ts): its name, input schema and
 * output type, and the helper that declares one.
 */
import type { z } from 'zod';

/** One callable: its name, its input schema and (as a type only) its output. */
export interface CallableEntry<
  Name extends string = string,
  Input extends z.ZodType = z.ZodType,
  Output = unknown,
> {
  readonly name: Name;
  readonly input: Input;
  /** The output type; always undefined at runtime. Read it with `CallableOutput`. */
  readonly output: Output;
}

/** Any entry of the registry. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- variance: every entry is one
export type AnyCallable = CallableEntry<string, z.ZodType, any>;

/** What a client sends: the schema's input, before defaults apply. */
export type CallableInput<E extends AnyCallable> = z.input<E['input']>;
/** What the function's handler receives: the parsed input, defaults applied. */
export type CallableParsedInput<E extends AnyCallable> = z.output<E['input']>;
/** What the callable returns. */
export type CallableOutput<E extends AnyCallable> = E['output'];

/**
 * Declares a callable returning `Output`; the output is given first because it is the one type
 * not inferred: `defineCallable<{ uid: string }>()('createAccount', createAccountInput)`.
 */
export function defineCallable<Output>() {
  return <const Name extends string, Input extends z.ZodType>(
    name: Name,
    input: Input,
  ): CallableEntry<Name, Input, Output> => ({
    name,
    input,
    output: undefined as unknown as Output,
  });
}
