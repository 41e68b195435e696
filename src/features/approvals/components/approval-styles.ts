import type { CSSProperties } from 'react';

/**
 * The approval dialogs' layout as inline styles: every CSS module joins the one stylesheet of the first load
 * (vite.config.ts, cssCodeSplit: false), which the approvals must not grow. Lines wrap on a phone.
 */
export const LINES: CSSProperties = { listStyle: 'none', margin: '8px 0 0', padding: 0 };
export const LINE: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '6px 12px',
  padding: '10px 0',
  borderBottom: '1px solid #f5f5f5',
};
export const LINE_TEXT: CSSProperties = { flex: '1 1 220px', minWidth: 0, overflowWrap: 'anywhere' };
export const LINE_QTY: CSSProperties = { display: 'flex', alignItems: 'center', gap: 8 };
export const ERROR: CSSProperties = { color: '#cf1322', margin: '8px 0 0' };
// marginBottom: room for the count antd draws under a textarea (showCount), clear of the dialog's buttons
export const FIELD: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 6, marginTop: 16, marginBottom: 20 };

/** The 采购审批 panel's heading: where focus goes once a decision is made (approval-actions.tsx). */
export const APPROVAL_TITLE_ID = 'approval-title';
