import { z } from 'zod';

// The pages' Content-Security-Policy has no 'unsafe-eval': zod's probe for `new Function` (its
// faster compiled parsers) would be reported as a violation. In the browser it parses without it.
if (typeof document !== 'undefined') z.config({ jitless: true });
