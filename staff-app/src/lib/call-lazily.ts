import type {
  AnyCallable,
  CallableInput,
  CallableOutput,
  callables as Registry,
} from '@groundtruth/domain/callable-registry';

/**
 * Calls the registry entry `pick` chooses (`callLazily((c) => c.setTaskStatus, input)`), loading
 * the Functions SDK and the registry (every callable's input schema) when a screen first changes
 * something, not with the screen: a list that is only read never downloads them.
 */
export async function callLazily<E extends AnyCallable>(
  pick: (registry: typeof Registry) => E,
  input: CallableInput<E>,
): Promise<CallableOutput<E>> {
  const [{ call }, { callables }] = await Promise.all([
    import('@groundtruth/firebase-web/functions'),
    import('@groundtruth/domain/callable-registry'),
  ]);
  return call(pick(callables), input);
}
