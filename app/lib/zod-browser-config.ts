// The pages' Content-Security-Policy has no 'unsafe-eval': zod's probe for `new Function` (its
// faster compiled parsers) would be reported as a violation. In the browser it parses without it.
//
// zod keeps its global configuration on globalThis.__zod_globalConfig (what z.config() writes),
// so setting it here spares the first view the zod download: the schemas (sign-in, forms) come
// with the chunks that need them and find the setting already made. zod-browser-config.test.ts
// checks that zod reads it.
interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

if (typeof document !== 'undefined') {
  const global = globalThis as ZodGlobal;
  global.__zod_globalConfig ??= {};
  global.__zod_globalConfig.jitless = true;
}

export {};
