import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type ReactElement, type Ref } from 'react';
import { Popconfirm, type PopconfirmProps } from 'antd';

/** What the trigger (a `<button>`) spreads. */
export interface PressProps {
  ref: Ref<HTMLButtonElement>;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  'aria-expanded': boolean;
}

type Props = Pick<PopconfirmProps, 'title' | 'description' | 'okText' | 'cancelText' | 'okButtonProps' | 'onConfirm' | 'placement'> & {
  children: (press: PressProps) => ReactElement;
};

/**
 * antd's Popconfirm, mounted only once its button is pressed: a plain button until then. On each row of a long list a
 * Popconfirm (a Trigger, a Tooltip, their hooks) was a large part of the first render: on the 200-line cart, with
 * antd's Button and icons, half of it (bench/reports/2026-11-30-row-controls.md). The button is drawn anew inside the
 * Popconfirm and out of it again, so the keyboard's place is kept across: focus goes back to it when the Popconfirm
 * closes, and a Popconfirm opened from the keyboard takes the focus to its 取消 (it is drawn at the end of the page).
 */
export function ConfirmOnPress({ children, ...confirm }: Props) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const byKeyboard = useRef(false);
  useLayoutEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    // no scroll: a click elsewhere on a long page closes it, and the page must not jump back to this row
    button.current?.focus({ preventScroll: true });
  }, [open]);
  useEffect(() => {
    if (!open || !byKeyboard.current) return;
    byKeyboard.current = false;
    // the popup is drawn in a portal, named on the button by aria-describedby once it is there
    const frame = requestAnimationFrame(() => {
      const id = button.current?.getAttribute('aria-describedby');
      const popup = id ? document.getElementById(id) : null;
      popup?.querySelector<HTMLButtonElement>('button')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [open]);
  const close = () => {
    const active = document.activeElement;
    refocus.current = active === null || active === document.body || active === button.current || Boolean(active.closest('.ant-popover'));
    setOpen(false);
  };
  // the trigger's handlers read the refs on a press, never while drawing
  // eslint-disable-next-line react-hooks/refs
  const trigger = children({
    ref: button,
    'aria-expanded': open,
    onClick: (event) => {
      if (open) return; // the Popconfirm's own toggle closes it
      refocus.current = true;
      byKeyboard.current = event.detail === 0; // Enter or Space
      setOpen(true);
    },
  });
  if (!open) return trigger;
  return (
    <Popconfirm
      {...confirm}
      open
      onOpenChange={(next) => {
        if (!next) close();
      }}
    >
      {trigger}
    </Popconfirm>
  );
}
