/**
 * The red count beside an entry's words (待我审批, 到货提醒 in the user menu and the phone's drawer): inline, as the
 * shell's one stylesheet (the first load's) gets no new rule.
 */
export const COUNT_PILL = {
  display: 'inline-block',
  minWidth: 18,
  height: 18,
  marginLeft: 4,
  padding: '0 5px',
  borderRadius: 9,
  // antd's red-7: white on it is 5.6:1 (its #ff4d4f is 3.3:1)
  background: '#cf1322',
  color: '#fff',
  fontSize: 12,
  lineHeight: '18px',
  textAlign: 'center',
} as const;
