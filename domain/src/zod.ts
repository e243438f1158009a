// zod for every schema of the product, set up once before any schema is built: jitless, so zod
// never probes `new Function` for its compiled fast path. Pages run under a Content-Security-
// Policy without 'unsafe-eval' (tooling/security-headers.mjs), where that probe is a reported
// violation; parsing gives the same results either way, and the payloads here are small.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
