import type { FirebaseOptions } from 'firebase/app';

/**
 * Runtime configuration, served by the shell's origin as /app-config.json: the Firebase web
 * config of the environment and, locally, where the emulators listen. Never baked into code.
 */
export interface AppConfig {
  firebase: FirebaseOptions;
  /** Present only for local and test stacks. */
  emulators?: {
    /** e.g. http://127.0.0.1:9099 */
    auth: string;
    /** host:port */
    firestore: string;
    /** host:port */
    storage: string;
    /** host:port */
    functions: string;
  };
}

export const APP_CONFIG_URL = '/app-config.json';

let configPromise: Promise<AppConfig> | undefined;

function hostPort(value: string): [string, number] {
  const [host, port] = value.split(':');
  if (!host || !port || Number.isNaN(Number(port)))
    throw new Error(`Expected host:port, got "${value}"`);
  return [host, Number(port)];
}

/** Splits "127.0.0.1:8080" for the SDKs' connect*Emulator functions. */
export const emulatorAddress = hostPort;

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The config the page may use: emulator settings count only on a page that is itself on the
 * loopback interface. A deployed page whose app-config.json names emulators (a careless deploy)
 * talks to Firebase, never sends its users' passwords to whatever listens on 127.0.0.1.
 */
export function effectiveConfig(config: AppConfig, pageHostname: string): AppConfig {
  if (!config.emulators || LOOPBACK.includes(pageHostname)) return config;
  const { emulators: _ignored, ...deployed } = config;
  return deployed;
}

/** Reads /app-config.json once; a failed read is retried on the next call. */
export function appConfig(): Promise<AppConfig> {
  configPromise ??= fetch(APP_CONFIG_URL, { cache: 'no-cache' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`Could not read ${APP_CONFIG_URL} (${response.status})`);
      const config = (await response.json()) as AppConfig;
      if (!config.firebase?.projectId)
        throw new Error(`${APP_CONFIG_URL} has no firebase.projectId`);
      return effectiveConfig(config, window.location.hostname);
    })
    .catch((error: unknown) => {
      configPromise = undefined;
      throw error;
    });
  return configPromise;
}
