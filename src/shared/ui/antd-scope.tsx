import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { COMPONENT_SIZE, TEXT } from '@/shared/config/constants';
import { prefersReducedMotion } from '@/shared/lib/motion';
import { stillTheme, theme } from './antd-theme';

// dayjs (dates, antd's pickers) is set to Chinese where it is used: src/shared/lib/date.ts.
const validateMessages = { required: `\${label}${TEXT.requiredSuffix}` };
/**
 * No style runtime: antd generates and inserts no component styles while it draws (main-thread time on the first
 * render of a form or a dialog); they come from the stylesheet built with the same theme (scripts/antd-css.ts),
 * which whoever loads this module has waited for (src/shared/ui/load-antd-scope.ts). Read on the first render only.
 */
const scopeTheme = { ...theme, zeroRuntime: true };
/** antd without its motions (dialogs zooming in, drawers sliding, menus fading) for who asked for less motion. */
const stillScopeTheme = { ...stillTheme, zeroRuntime: true };

/**
 * antd's theme, zh-CN texts and form messages around a part of the page that
 * uses antd. Not an ancestor of the whole app: the shell and the home page
 * draw without antd, so its core stays out of the first load
 * (docs/performance.md). Whatever loads lazily and uses antd (pages, dialogs,
 * the drawer, the assistant) is wrapped by `withAntd` (src/shared/ui/with-antd.tsx).
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider
      locale={zhCN}
      theme={prefersReducedMotion() ? stillScopeTheme : scopeTheme}
      componentSize={COMPONENT_SIZE}
      form={{ validateMessages }}
      // Button names read as written (antd would show 登录 as "登 录").
      button={{ autoInsertSpace: false }}
    >
      {children}
    </ConfigProvider>
  );
}
