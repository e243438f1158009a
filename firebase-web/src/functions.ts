import {
  connectFunctionsEmulator,
  getFunctions,
  httpsCallable,
  type Functions,
} from 'firebase/functions';
import { firebaseApp } from './app';
import { appConfig, emulatorAddress } from './config';

let functionsPromise: Promise<Functions> | undefined;

/** Cloud Functions, connected to the Functions emulator when the runtime config names one. */
export function functions(): Promise<Functions> {
  functionsPromise ??= Promise.all([firebaseApp(), appConfig()]).then(([app, config]) => {
    const instance = getFunctions(app);
    if (config.emulators)
      connectFunctionsEmulator(instance, ...emulatorAddress(config.emulators.functions));
    return instance;
  });
  return functionsPromise;
}

/** Calls a callable function and returns its data; errors keep the server's message. */
export async function call<Input, Output>(name: string, input: Input): Promise<Output> {
  const callable = httpsCallable<Input, Output>(await functions(), name);
  return (await callable(input)).data;
}
