// Each suite's temporary folders go when its file ends (temp-dirs.ts); after hooks run last to
// first, so the suite's own afterAll still finds them.
import { afterAll } from 'vitest';
import { removeTempDirs } from './temp-dirs';

afterAll(removeTempDirs);
