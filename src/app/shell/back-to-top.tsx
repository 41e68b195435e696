import { useEffect, useState } from 'react';
import { BACK_TO_TOP_DURATION_MS, BACK_TO_TOP_THRESHOLD_PX } from '@/shared/config/constants';
import { prefersReducedMotion } from '@/shared/lib/motion';
import { MEDIA } from '@/shared/ui/layout';
import styles from './shell.module.css';

function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/** Scrolls the window to the top in `duration` ms (at once when the user prefers reduced motion). */
export function scrollToTop(duration: number = BACK_TO_TOP_DURATION_MS): void {
  const from = window.scrollY;
  if (from <= 0 || prefersReducedMotion() || duration <= 0) {
    window.scrollTo(0, 0);
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - start) / duration);
    window.scrollTo(0, Math.round(from * (1 - easeInOutCubic(t))));
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** A move of the page smaller than this is no direction (a bounce, a rounding of the position). */
const DIRECTION_PX = 8;

/**
 * The floating back-to-top button (spec §2): appears after 400 px of scroll
 * and scrolls up in 450 ms. On a phone it has no margin beside the text to sit
 * in, so it shows only while the reader scrolls up (when going back up is what
 * they do) and gets out of the way while they read down. Own markup: antd's
 * FloatButton costs ~6 KiB of first-load JavaScript.
 */
export function BackToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let frame = 0;
    let lastY = window.scrollY;
    let up = false;
    const check = () => {
      frame = 0;
      const y = window.scrollY;
      if (y < lastY - DIRECTION_PX) up = true;
      else if (y > lastY + DIRECTION_PX) up = false;
      if (Math.abs(y - lastY) > DIRECTION_PX) lastY = y;
      const phone = typeof window.matchMedia === 'function' && window.matchMedia(MEDIA.phone).matches;
      setVisible(y > BACK_TO_TOP_THRESHOLD_PX && (!phone || up));
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    // In a frame, not now: reading scrollY while the first page is being committed forces its layout
    // before the frame would have done it (about 80 ms of a slow phone's first load, docs/performance.md).
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, []);
  if (!visible) return null;
  return (
    <button type="button" className={styles.backToTop} onClick={() => scrollToTop()} aria-label="回到顶部" title="回到顶部">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M5 4h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        <path d="M12 20V9m0 0-5 5m5-5 5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
