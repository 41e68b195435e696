import { useCallback, useRef } from 'react';

/**
 * The focus back on what opened a dialog once it closes (a page-owned dialog: antd gives it back only after its
 * leave animation, and not at all once the dialog is unmounted). `remember` when opening, `restore` when closing.
 */
export function useFocusReturn() {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  }, []);
  const restore = useCallback(() => {
    const element = opener.current;
    opener.current = null;
    // after the dialog has let go of the focus
    setTimeout(() => {
      if (element?.isConnected) element.focus();
    }, 0);
  }, []);
  return { remember, restore };
}
