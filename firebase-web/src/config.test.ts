import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effectiveConfig, type AppConfig } from './config';

// What a careless deploy would serve: the local file, emulators included.
const localConfig: AppConfig = {
  firebase: {
    apiKey: 'demo-api-key',
    authDomain: 'demo-groundtruth.firebaseapp.com',
    projectId: 'demo-groundtruth',
    storageBucket: 'demo-groundtruth.appspot.com',
    appId: '1:000000000000:web:groundtruth-local',
  },
  emulators: {
    auth: 'http://127.0.0.1:9099',
    firestore: '127.0.0.1:8080',
    storage: '127.0.0.1:9199',
    functions: '127.0.0.1:5001',
  },
};

describe('effectiveConfig', () => {
  it.each(['localhost', '127.0.0.1', '[::1]'])(
    'should keep the emulators for a page on %s',
    (host) => {
      expect(effectiveConfig(localConfig, host)).toEqual(localConfig);
    },
  );

  it.each(['app.groundtruth.example', 'localhost.attacker.example', '10.0.0.5'])(
    'should drop the emulators for a page on %s',
    (host) => {
      expect(effectiveConfig(localConfig, host)).toEqual({ firebase: localConfig.firebase });
    },
  );
});

describe('the client on a public host, served an app-config that names emulators', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(localConfig), { status: 200 })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('should connect Auth and Firestore to Firebase, not to the emulators', async () => {
    expect(window.location.hostname).toBe('app.groundtruth.example');
    const { firebaseAuth } = await import('./auth');
    const { firestore } = await import('./firestore');
    const auth = await firebaseAuth();
    expect(auth.emulatorConfig).toBeNull();
    const db = await firestore();
    // Firestore Lite's settings after the page's wiring: the production host, over TLS.
    const settings = (
      db as unknown as { _getSettings(): { host: string; ssl: boolean } }
    )._getSettings();
    expect(settings).toMatchObject({ host: 'firestore.googleapis.com', ssl: true });
  });

  it("should connect the live queries' full SDK to Firebase too", async () => {
    const { liveFirestore } = await import('./live');
    const { db } = await liveFirestore();
    const settings = (
      db as unknown as { _getSettings(): { host: string; ssl: boolean } }
    )._getSettings();
    expect(settings).toMatchObject({ host: 'firestore.googleapis.com', ssl: true });
  });
});
