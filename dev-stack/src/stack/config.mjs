// The local stack's settings: where the repository is, its ports and project (firebase.json and
// .firebaserc), the firebase.json a stack runs with and the runtime config its shell serves.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localEnvironment } from '../../../tooling/environments.mjs';

/**
 * @typedef {{ auth: number, functions: number, firestore: number, storage: number,
 *   smtp: number, mail: number }} StackPorts
 */

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Every server of the stack listens here; the apps are opened at localhost. */
export const host = '127.0.0.1';

/**
 * Ports and project of the developer stack, from firebase.json and .firebaserc.
 * @returns {{ projectId: string, ports: StackPorts, appPort: number }}
 */
export function defaultStackOptions() {
  const firebaseJson = JSON.parse(fs.readFileSync(path.join(root, 'firebase.json'), 'utf8'));
  const { auth, functions, firestore, storage } = firebaseJson.emulators;
  return {
    projectId: JSON.parse(fs.readFileSync(path.join(root, '.firebaserc'), 'utf8')).projects.default,
    ports: {
      auth: auth.port,
      functions: functions.port,
      firestore: firestore.port,
      storage: storage.port,
      // MailDev: its SMTP server and its web inbox with the REST API (docs/architecture.md, e-mail).
      smtp: 1025,
      mail: 1080,
    },
    appPort: 3000,
  };
}

/**
 * A firebase.json for this stack: the project's own with these ports and absolute paths, so
 * firebase-tools and the emulator can run from anywhere with any ports.
 * @param {string} dir where to write it
 * @param {StackPorts} ports
 */
export function writeStackConfig(dir, ports) {
  const base = JSON.parse(fs.readFileSync(path.join(root, 'firebase.json'), 'utf8'));
  const config = {
    ...base,
    firestore: { ...base.firestore, rules: path.join(root, base.firestore.rules) },
    storage: { ...base.storage, rules: path.join(root, base.storage.rules) },
    // firebase-tools resolves the functions source against the config's directory.
    functions: base.functions.map((/** @type {{ source: string }} */ f) => ({
      ...f,
      source: path.relative(dir, path.join(root, f.source)),
    })),
    hosting: undefined,
    emulators: {
      ...base.emulators,
      auth: { port: ports.auth },
      functions: { port: ports.functions },
      firestore: { port: ports.firestore },
      storage: { port: ports.storage },
      // firebase-tools' hub and logging ports move with the stack so two stacks can coexist.
      hub: { port: ports.functions + 1 },
      logging: { port: ports.functions + 2 },
    },
  };
  const file = path.join(dir, 'firebase.json');
  fs.writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

/**
 * The runtime config the shell serves as /app-config.json for this stack (the local environment's).
 * @param {{ projectId: string, ports: StackPorts }} stack
 */
export function appConfigFor({ projectId, ports }) {
  return localEnvironment({ projectId, ports, host }).appConfig;
}
