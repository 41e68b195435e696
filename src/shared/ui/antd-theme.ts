import type { ThemeConfig } from 'antd';
// Relative imports with extensions: Node reads this theme too (scripts/antd-css.ts, from scripts/vite/plugins/antd-css.ts).
import { BORDER_RADIUS, PRIMARY_COLOR } from '../config/constants.ts';
import { BREAKPOINTS } from '../config/breakpoints.ts';

/**
 * antd's theme, shared by `AntdScope` (src/shared/ui/antd-scope.tsx, which adds `zeroRuntime`) and the build-time
 * stylesheet (scripts/antd-css.ts): both must agree on the tokens, the CSS-variable key and the class names, or the
 * extracted rules would not match the classes antd puts on its elements (docs/performance.md).
 */
export const theme: ThemeConfig = {
  // fixed, not React's useId: the extracted CSS is written for this class
  cssVar: { key: 'css-var-lab' },
  // one antd on the page: plain `.ant-btn` selectors, no `:where(.css-…)` hash
  hashed: false,
  token: {
    colorPrimary: PRIMARY_COLOR,
    colorLink: PRIMARY_COLOR,
    borderRadius: BORDER_RADIUS,
    // antd's grey (#8c8c8c) for hints, breadcrumbs and empty states is 3.4:1 on white; WCAG AA asks 4.5:1,
    // also on the grey-blue pages (#f3f6fb). Checked by tests/e2e/a11y.spec.ts.
    colorTextDescription: '#5f6673',
    colorTextTertiary: '#5f6673',
    // antd's #ff4d4f (danger links, form errors) is 3.3:1 on white; its own red-7 is 5.6:1.
    colorError: '#cf1322',
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Helvetica Neue", Arial, sans-serif',
    // One set of breakpoints for antd's grid and our CSS (src/shared/ui/layout.ts).
    screenXS: BREAKPOINTS.xs,
    screenSM: BREAKPOINTS.sm,
    screenMD: BREAKPOINTS.md,
    screenLG: BREAKPOINTS.lg,
    screenXL: BREAKPOINTS.xl,
    screenXXL: BREAKPOINTS.xxl,
  },
};

/** antd without its motions (dialogs zooming in, drawers sliding, menus fading) for who asked for less motion. */
export const stillTheme: ThemeConfig = { ...theme, token: { ...theme.token, motion: false } };
