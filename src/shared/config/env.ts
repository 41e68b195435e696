import { parseEnv, type AppEnv } from './env-schema';

/** The validated configuration, read once. A bad value throws EnvError at start. */
export const env: AppEnv = parseEnv(import.meta.env, { production: import.meta.env.PROD });
