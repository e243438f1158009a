import type { Functions } from 'firebase/functions';
import type {
  AnyCallable,
  CallableInput,
  CallableOutput,
} from '@groundtruth/domain/callable-registry';
import { authSettled, firebaseApp } from './app';
import { appConfig, emulatorAddress } from './config';

// The Functions SDK loads at the first call, not with the screen that imports `call`: a screen
// that calls only when the user acts (submit, accept, save) does not pay for it up front.
const functionsSdk = () => import('firebase/functions');

let functionsPromise: Promise<Functions> | undefined;

/** Cloud Functions, connected to the Functions emulator when the runtime config names one. */
export function functions(): Promise<Functions> {
  functionsPromise ??= Promise.all([firebaseApp(), appConfig(), functionsSdk()]).then(
    ([app, config, { connectFunctionsEmulator, getFunctions }]) => {
      const instance = getFunctions(app);
      if (config.emulators)
        connectFunctionsEmulator(instance, ...emulatorAddress(config.emulators.functions));
      return instance;
    },
  );
  return functionsPromise;
}

/**
 * Calls the callable of a registry entry (`call(callables.acceptTask, { taskId })`) and returns
 * its data, typed by the entry; errors keep the server's message. Only the entry's name is read
 * here, so importing the registry's types costs a page no code. Screens go through
 * `@groundtruth/platform/call-lazily`, which loads the registry with the first call.
 */
export async function call<E extends AnyCallable>(
  entry: E,
  input: CallableInput<E>,
): Promise<CallableOutput<E>> {
  // A signed-in page's call carries the restored user; a public page's (joinWaitlist) waits for nothing.
  const [{ httpsCallable }, instance] = await Promise.all([
    functionsSdk(),
    functions(),
    authSettled(),
  ]);
  const callable = httpsCallable<CallableInput<E>, CallableOutput<E>>(instance, entry.name);
  return (await callable(input)).data;
}
