import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

export type ButtonLinkProps = Omit<ButtonProps, 'href' | 'htmlType' | 'target'> & { to: To; replace?: boolean };

/**
 * An in-app link drawn as an antd button: one `<a href>`, so one tab stop, a
 * link to screen readers, and "open in a new tab" works; a plain click
 * navigates inside the app. Not `<Link><Button /></Link>`: a button inside a
 * link is invalid HTML (interactive content in `<a>`) and two tab stops for
 * one action. Needs antd's scope like any antd control.
 */
export function ButtonLink({ to, replace, onClick, ...props }: ButtonLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace });
  return (
    <Button
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event as MouseEvent<HTMLAnchorElement>);
      }}
    />
  );
}
