import type { ThemeConfig } from 'antd';
import { BORDER_RADIUS, PRIMARY_COLOR } from '@/shared/config/constants';
import { BREAKPOINTS } from './layout';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY_COLOR,
    colorLink: PRIMARY_COLOR,
    borderRadius: BORDER_RADIUS,
    // antd's grey (#8c8c8c) for hints, breadcrumbs and empty states is 3.4:1 on white; WCAG AA asks 4.5:1,
    // also on the grey-blue pages (#f3f6fb). Checked by tests/e2e/a11y.spec.ts.
    colorTextDescription: '#5f6673',
    colorTextTertiary: '#5f6673',
    // antd's #ff4d4f (danger links, form errors) is 3.3:1 on white; its own red-7 is 5.9:1.
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
