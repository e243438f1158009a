import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The screens under test read a real emulator: on a busy 2-core machine a round trip can take
// longer than testing-library's 1 s default for findBy* and waitFor.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
