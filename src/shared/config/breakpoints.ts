/**
 * The one place the shop's breakpoints are defined (docs/layout.md). The numbers are antd's own grid breakpoints,
 * handed to antd through its theme (src/shared/ui/antd-theme.ts) so `<Row>/<Col xs md>`, `Grid.useBreakpoint()`
 * and our CSS (src/shared/ui/layout.ts) switch at the same widths. A module of its own: antd's theme, which every
 * antd part loads, reads only these numbers.
 */
export const BREAKPOINTS = { xs: 480, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 } as const;
