import type { Plugin } from 'vite';

type HookName = 'transform' | 'load' | 'resolveId' | 'configResolved' | 'buildStart' | 'closeBundle' | 'generateBundle' | 'configurePreviewServer' | 'transformIndexHtml';

/** A plugin's hook as a plain function (Vite allows a function or `{ handler }`), called with `context` as `this`. */
export function hook(plugin: Plugin, name: HookName, context: object = {}): (...args: unknown[]) => unknown {
  const value = plugin[name] as unknown;
  const fn = (typeof value === 'function' ? value : (value as { handler: unknown } | undefined)?.handler) as ((...args: unknown[]) => unknown) | undefined;
  if (!fn) throw new Error(`${plugin.name} has no ${name} hook`);
  return (...args) => fn.apply(context, args);
}
