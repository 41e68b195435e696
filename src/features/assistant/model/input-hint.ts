/**
 * The question field's hint: keys on a computer, the 发送 button on a touch screen (issue 42 item 5: a phone has no
 * Shift+Enter). Touch: a phone by width (src/shared/ui/layout.ts), or a touch-only device of any width (a tablet).
 */
export const TOUCH_INPUT_QUERY = '(max-width: 767.98px), (hover: none) and (pointer: coarse)';

export function questionPlaceholder(configured: boolean, touch: boolean): string {
  if (!configured) return '小助手尚未配置，请选择咨询类型';
  return touch ? '请输入您的问题，点“发送”提交' : '请输入您的问题，Enter 发送，Shift+Enter 换行';
}
