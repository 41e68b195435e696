/**
 * The configuration validated before anything starts: a wrong value stops `npm run dev` / `npm run build` with a
 * message naming the variable. A production build also insists on https/wss (src/shared/config/env-schema.ts) and
 * warns, loudly, while it still uses the placeholder addresses.
 */
import { EnvError, parseEnv, placeholderWarnings } from '../../src/shared/config/env-schema.ts';

export function checkEnvOrExit(raw: Record<string, string>, mode: string, production: boolean): void {
  try {
    const parsed = parseEnv(raw, { production });
    if (production) {
      const warnings = placeholderWarnings(parsed);
      if (warnings.length > 0) {
        const line = '!'.repeat(72);
        console.warn(`\n${line}\n警告：生产构建仍在使用占位配置，这个包连不上真正的商城：\n${warnings.map((w) => `  - ${w}`).join('\n')}\n${line}\n`);
      }
    }
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`\n${error.message}\n（检查 .env.${mode} 或同名环境变量）\n`);
      process.exit(1);
    }
    throw error;
  }
}
