/**
 * The visitor asked the system for less motion: our own animations (the fly-to-cart dot, the back-to-top
 * scroll, the spinner) and antd's (src/shared/ui/antd-scope.tsx) are left out.
 */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
