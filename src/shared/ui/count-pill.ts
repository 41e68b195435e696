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
  background: '#ff4d4f',
  color: '#fff',
  fontSize: 12,
  lineHeight: '18px',
  textAlign: 'center',
} as const;
