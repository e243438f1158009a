import path from 'node:path';

/** The emulator package's directory: its sources, and its build the benches start. */
export const emulatorDir = path.resolve(import.meta.dirname, '../../../../emulator');
