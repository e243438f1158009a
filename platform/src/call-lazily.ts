import type {
  AnyCallable,
  CallableInput,
  CallableOutput,
  callables as Registry,
} from '@groundtruth/domain/callable-registry';

type Loaded = [
  typeof import('@groundtruth/firebase-web/functions'),
  typeof import('@groundtruth/domain/callable-registry'),
];

let loading: Promise<Loaded> | undefined;

// One load for every call, also for calls made together (a bulk review); a failed load (a
// network blip) is tried again by the next call.
function load(): Promise<Loaded> {
  loading ??= Promise.all([
    import('@groundtruth/firebase-web/functions'),
    import('@groundtruth/domain/callable-registry'),
  ]).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Calls the registry entry `pick` chooses (`callLazily((c) => c.setTaskStatus, input)`), loading
 * the Functions SDK and the registry (every callable's input schema) when a screen first changes
 * something, not with the screen: a list that is only read never downloads them. The one way the
 * apps and the shell call a callable (named once, in the registry).
 */
export async function callLazily<E extends AnyCallable>(
  pick: (registry: typeof Registry) => E,
  input: CallableInput<E>,
): Promise<CallableOutput<E>> {
  const [{ call }, { callables }] = await load();
  return call(pick(callables), input);
}

/**
 * Calls the callable named `name` for what a screen shows when it opens (discoverTasks,
 * reviewQueueGold): only the Functions SDK loads, not the registry's input schemas, which only a
 * change needs (the function checks its input either way).
 */
export async function readLazily<K extends keyof typeof Registry>(
  name: K,
  input: CallableInput<(typeof Registry)[K]>,
): Promise<CallableOutput<(typeof Registry)[K]>> {
  const { call } = await import('@groundtruth/firebase-web/functions');
  // `call` reads only the entry's name; the registry names each entry by its key.
  return call({ name } as unknown as (typeof Registry)[K], input);
}
