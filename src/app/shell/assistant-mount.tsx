import { useEffect, useRef } from 'react';
import { useAtom } from 'jotai';
import { LiteIcon, closeIcon, serviceIcon } from '@/shared/ui/lite-icons';
import { AssistantPanelFrame, AssistantPanelLoading, assistantOpenAtom, loadAssistantPanel } from '@/features/assistant';
import { LazyDialog, preloadDialog } from '@/shared/ui/lazy-dialog';
import styles from './shell.module.css';

/**
 * The floating small assistant (小助手): a button on every shell page; the
 * panel's code, with antd's, loads on the first opening (or when the pointer
 * or the focus reaches the button) and stays mounted, so the conversation
 * lives as long as the page. The first press draws the panel's empty frame at
 * once, and the conversation behind it when its code has arrived.
 */
export function AssistantMount() {
  const [{ open }, setOpen] = useAtom(assistantOpenAtom);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  // Closing (Escape, the close button) hands the focus back to the launcher.
  useEffect(() => {
    const active = document.activeElement;
    const focusWasInside = !active || active === document.body || active.closest('[data-assistant-mount]') !== null;
    if (wasOpen.current && !open && focusWasInside) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <aside className={styles.assistantMount} aria-label="小助手" data-assistant-mount>
      <button
        ref={button}
        type="button"
        className={styles.assistantButton}
        aria-expanded={open}
        aria-label={open ? '关闭小助手' : '打开小助手'}
        data-open={open || undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen({ open: !open })}
      >
        {open ? <LiteIcon icon={closeIcon} aria-hidden /> : <LiteIcon icon={serviceIcon} aria-hidden />}
        <span className={styles.assistantLabel}>小助手</span>
      </button>
      <LazyDialog
        atom={assistantOpenAtom}
        load={loadAssistantPanel}
        placeholder={
          <AssistantPanelFrame open onClose={() => setOpen({ open: false })}>
            <AssistantPanelLoading />
          </AssistantPanelFrame>
        }
      />
    </aside>
  );
}

const preload = () => void preloadDialog(loadAssistantPanel);
