import { useEffect, useId, useRef, type ButtonHTMLAttributes, type CSSProperties, type ReactNode, type Ref } from 'react';
import styles from './lite.module.css';
import controlStyles from './lite-controls.module.css';

/**
 * Small antd-free pieces for what the first load draws (the shell and the home
 * page): antd's Spin, Skeleton, Badge, Avatar and Popover each bring their
 * motion and trigger machinery, tens of KiB before the first paint
 * (docs/performance.md). Pages past the first load use antd as usual.
 */

export function Spinner({ label }: { label: string }) {
  return (
    <span className={styles.spinner} role="status">
      <span className={styles.ring} aria-hidden="true" />
      {label}
    </span>
  );
}

/** A placeholder with the exact size of what replaces it (no layout shift). */
export function SkeletonBox({
  width,
  height,
  round,
  still,
  style,
}: {
  width: CSSProperties['width'];
  height: CSSProperties['height'];
  round?: boolean;
  /** no shimmer: nothing is loading (e.g. a failed load waiting for 重试) */
  still?: boolean;
  style?: CSSProperties;
}) {
  const className = [styles.skeleton, round ? styles.round : '', still ? styles.still : ''].join(' ');
  return <span aria-hidden="true" className={className} style={{ width, height, ...style }} />;
}

/** A count in a red dot over its child; `overflow` caps it as "99+". Zero shows nothing. */
export function CountBadge({ count, overflow, children }: { count: number; overflow: number; children: ReactNode }) {
  return (
    <span className={styles.badgeHost}>
      {children}
      {count > 0 ? (
        <sup className={styles.badge} aria-hidden="true" data-testid="count-badge">
          {count > overflow ? `${overflow}+` : count}
        </sup>
      ) : null}
    </span>
  );
}

export function InitialAvatar({ children }: { children: ReactNode }) {
  return (
    <span className={styles.avatar} aria-hidden="true" data-testid="avatar">
      {children}
    </span>
  );
}

/**
 * A click-to-open panel under (or above) its trigger button. Closes on Escape
 * (focus back on the trigger), on a click outside, and when `open` is turned off
 * by the owner. The owner keeps the open state, so an entry can close it.
 */
export function PopPanel({
  open,
  onOpenChange,
  trigger,
  title,
  align = 'end',
  up = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: (props: { 'aria-expanded': boolean; 'aria-controls': string; onClick: () => void }) => ReactNode;
  title?: string;
  align?: 'start' | 'end';
  up?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const host = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (host.current && !host.current.contains(event.target as Node)) onOpenChange(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onOpenChange(false);
      host.current?.querySelector<HTMLElement>('[aria-controls]')?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onOpenChange]);
  const className = [styles.pop, align === 'end' ? styles.popEnd : styles.popStart, up ? styles.popUp : ''].join(' ');
  return (
    <span ref={host} className={styles.popHost}>
      {trigger({ 'aria-expanded': open, 'aria-controls': id, onClick: () => onOpenChange(!open) })}
      <div id={id} className={className} hidden={!open} role={title ? 'dialog' : undefined} aria-label={title}>
        {title ? <p className={styles.popTitle}>{title}</p> : null}
        {children}
      </div>
    </span>
  );
}

/** The primary button's look without antd's Button (wave, compact context, loading motion). */
export function PrimaryButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.button} onClick={onClick}>
      {children}
    </button>
  );
}

const TAG_TONES = new Set(['success', 'warning', 'green', 'lime', 'gold', 'orange', 'volcano', 'red', 'blue', 'cyan', 'geekblue', 'purple', 'magenta']);

/**
 * antd's Tag look (12 px on a light tint, AA-contrast text as in src/styles.css)
 * without its wave and motion code: material cards are on the home page.
 * `tone` is one of antd's preset colour names; anything else is grey.
 */
export function LiteTag({ tone, variant = 'filled', children }: { tone?: string; variant?: 'filled' | 'outlined'; children: ReactNode }) {
  return (
    <span className={controlStyles.tag} data-tone={tone && TAG_TONES.has(tone) ? tone : undefined} data-variant={variant}>
      {children}
    </span>
  );
}

/** antd's small default button look (a retry next to an error line). */
export function SmallButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={controlStyles.smallButton} onClick={onClick}>
      {children}
    </button>
  );
}

/** antd's default button look (white, grey border), optionally with a leading icon. */
export function LiteButton({
  onClick,
  icon,
  className,
  children,
}: {
  onClick: () => void;
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="button" className={`${controlStyles.defaultButton} ${className ?? ''}`} onClick={onClick}>
      {icon}
      {children}
    </button>
  );
}

/**
 * A text button in the link colour (antd's `type="link" size="small"`, `danger` in the error colour): for the actions
 * of a list's rows too, where antd's Button (its wave, its context) costs by the hundred.
 */
export function LinkButton({
  danger,
  className,
  children,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & { ref?: Ref<HTMLButtonElement>; danger?: boolean; children: ReactNode }) {
  return (
    <button type="button" className={className ? `${controlStyles.linkButton} ${className}` : controlStyles.linkButton} data-danger={danger || undefined} {...rest}>
      {children}
    </button>
  );
}

/** antd's small Switch look: a button with role="switch", named by `label`. */
export function LiteSwitch({ checked, onChange, label }: { checked: boolean; onChange: (checked: boolean) => void; label: string }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      className={controlStyles.switch}
      onClick={() => onChange(!checked)}
    >
      <span className={controlStyles.switchHandle} aria-hidden="true" />
    </button>
  );
}

/** A removable filter chip (antd's closable Tag look); the × is a button named 移除“…”. */
export function ClosableTag({ onClose, children }: { onClose: () => void; children: string }) {
  return (
    <span className={controlStyles.tag} data-variant="outlined">
      {children}
      <button type="button" className={controlStyles.tagClose} aria-label={`移除“${children}”`} onClick={onClose}>
        <svg viewBox="0 0 10 10" width="10" height="10" aria-hidden="true">
          <path d="M1 1l8 8M9 1l-8 8" stroke="currentColor" strokeWidth="1.3" />
        </svg>
      </button>
    </span>
  );
}

/** antd's Alert look (error or warning, a title, an optional description and action), announced as an alert. */
export function LiteAlert({
  type,
  title,
  description,
  action,
  style,
}: {
  type: 'error' | 'warning';
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  style?: CSSProperties;
}) {
  return (
    <div role="alert" className={controlStyles.alert} data-type={type} data-with-description={description ? '' : undefined} style={style}>
      <span className={controlStyles.alertIcon} aria-hidden="true">
        !
      </span>
      <div className={controlStyles.alertBody}>
        <div className={controlStyles.alertTitle}>{title}</div>
        {description ? <div className={controlStyles.alertDescription}>{description}</div> : null}
      </div>
      {action ? <div>{action}</div> : null}
    </div>
  );
}

/**
 * An antd control's look before its code has arrived (the `fallback` of `antdIsland`, antd-island.tsx):
 * antd's large size (40 px), not usable and hidden from assistive technology; `width` fixes it (a select,
 * a number input), otherwise it fills its row.
 */
export function ControlLook({ width, children }: { width?: number; children?: ReactNode }) {
  return (
    <span className={controlStyles.controlLook} style={width ? { width, flex: 'none' } : undefined} aria-hidden="true">
      {children}
    </span>
  );
}

/** antd's large primary Button's look before its code has arrived (see ControlLook). */
export function PrimaryButtonLook({ children }: { children: ReactNode }) {
  return (
    <span className={controlStyles.primaryButtonLook} aria-hidden="true">
      {children}
    </span>
  );
}

/** antd's default Button's look before its code has arrived (see ControlLook). */
export function DefaultButtonLook({ children }: { children: ReactNode }) {
  return (
    <span className={controlStyles.defaultButton} aria-hidden="true">
      {children}
    </span>
  );
}
