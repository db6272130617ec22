// Runs before the app's modules: zod then never probes `new Function('')` to decide whether it may
// compile parsers, a probe our Content-Security-Policy (no 'unsafe-eval') would report as a violation.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
