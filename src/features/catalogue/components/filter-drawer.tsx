import type { ReactNode } from 'react';
import { Drawer } from 'antd';

/**
 * The list's filters in a drawer, for a phone (material-browser.tsx): fetched the first time it is opened, and
 * apart from the sort and the pager (list-controls.tsx), which every visit to the list fetches after its first
 * screen, so those visits do not fetch the drawer's code too.
 */
export function FilterDrawer({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Drawer title="筛选条件" placement="left" open={open} onClose={onClose} size={300}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>{children}</div>
    </Drawer>
  );
}
