import { useEffect, useRef } from 'react';
import { useAtom } from 'jotai';
import { LiteIcon, closeIcon, serviceIcon } from '@/shared/ui/lite-icons';
import { AssistantPanelFrame, AssistantPanelLoading, assistantOpenAtom, loadAssistantPanel } from '@/features/assistant';
import { LazyDialog, preloadDialog } from '@/shared/ui/lazy-dialog';
import { useIsPhone } from '@/shared/ui/layout';
import styles from './shell.module.css';

/** The launchers (the floating one and the header's): closing hands the focus back to the one that is shown. */
function shownLauncher(): HTMLElement | undefined {
  const launchers = [...document.querySelectorAll<HTMLElement>('[data-assistant-launcher]')];
  // (where nothing is laid out, as in jsdom, the one there is)
  return launchers.find((el) => el.getClientRects().length > 0) ?? launchers[0];
}

/**
 * The small assistant's entry in the header, on a phone only (below 768 px, where the floating launcher is hidden:
 * shell.module.css): a phone has no free corner for a floating button, which covered controls, amounts and text
 * (issue 42 item 3).
 */
export function AssistantHeaderEntry() {
  const [{ open }, setOpen] = useAtom(assistantOpenAtom);
  const phone = useIsPhone();
  if (!phone) return null;
  return (
    <button
      type="button"
      className={styles.assistantEntry}
      aria-expanded={open}
      aria-label={open ? '关闭小助手' : '打开小助手'}
      onPointerDown={preload}
      onFocus={preload}
      onClick={() => setOpen({ open: !open })}
      data-assistant-launcher=""
    >
      <LiteIcon icon={serviceIcon} aria-hidden />
      <span className={styles.assistantEntryLabel} aria-hidden="true">
        小助手
      </span>
    </button>
  );
}

/**
 * The small assistant (小助手): a launcher beside the page on wider screens (a tab in the right gutter, a round
 * button in the margin from 1400 px; the header's entry on a phone). The panel's code, with antd's, loads on the
 * first opening (or when the pointer or the focus reaches a launcher) and stays mounted, so the conversation
 * lives as long as the page. The first press draws the panel's empty frame at
 * once, and the conversation behind it when its code has arrived.
 */
export function AssistantMount() {
  const [{ open }, setOpen] = useAtom(assistantOpenAtom);
  const wasOpen = useRef(open);
  // Closing (Escape, the close button) hands the focus back to the launcher.
  useEffect(() => {
    const active = document.activeElement;
    const focusWasInside = !active || active === document.body || active.closest('[data-assistant-mount]') !== null;
    if (wasOpen.current && !open && focusWasInside) shownLauncher()?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <aside className={styles.assistantMount} aria-label="小助手" data-assistant-mount>
      <button
        type="button"
        className={styles.assistantButton}
        aria-expanded={open}
        aria-label={open ? '关闭小助手' : '打开小助手'}
        data-open={open || undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen({ open: !open })}
        data-assistant-launcher=""
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
