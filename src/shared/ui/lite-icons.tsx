import type { HTMLAttributes } from 'react';

/**
 * antd's icons as the first screens draw them, without antd's icon component: @ant-design/icons-svg's paths (MIT) in
 * antd's markup, `span.anticon` (styled in src/styles.css) holding an svg at 1em. antd's component brings its runtime
 * (a context, a style insertion, rc-util's DOM helpers), and each icon module is shared with antd's components, so
 * the bundler gives each one a file of a few hundred bytes: on a phone's first load that was about 4 KiB more and
 * several requests sharing the bandwidth with the entry (docs/performance.md). The shell's icons are
 * here; the catalogue's and the cart rows' are beside the component that draws each, so they come with its chunk.
 * Pages drawn with antd keep antd's icons, but for the rows of a long list (antd's icon costs by the hundred).
 */
export interface LiteIconDef {
  /** antd's name: the class `anticon-<name>` and the accessible name */
  name: string;
  d: string;
  viewBox?: string;
  evenodd?: true;
}

export const searchIcon: LiteIconDef = { name: 'search', d: 'M909.6 854.5L649.9 594.8C690.2 542.7 712 479 712 412c0-80.2-31.3-155.4-87.9-212.1-56.6-56.7-132-87.9-212.1-87.9s-155.5 31.3-212.1 87.9C143.2 256.5 112 331.8 112 412c0 80.1 31.3 155.5 87.9 212.1C256.5 680.8 331.8 712 412 712c67 0 130.6-21.8 182.7-62l259.7 259.6a8.2 8.2 0 0011.6 0l43.6-43.5a8.2 8.2 0 000-11.6zM570.4 570.4C528 612.7 471.8 636 412 636s-116-23.3-158.4-65.6C211.3 528 188 471.8 188 412s23.3-116.1 65.6-158.4C296 211.3 352.2 188 412 188s116.1 23.2 158.4 65.6S636 352.2 636 412s-23.3 116.1-65.6 158.4z' };
// antd's scan icon drawn in a few rectangles: its own path is 700 bytes of every first load
export const scanIcon: LiteIconDef = { name: 'scan', d: 'M2 2h5v2H4v3H2zm11 0h5v5h-2V4h-3zM2 13h2v3h3v2H2zm14 0h2v5h-5v-2h3zM1 9h18v2H1z', viewBox: '0 0 20 20' };
export const menuIcon: LiteIconDef = { name: 'menu', d: 'M904 160H120c-4.4 0-8 3.6-8 8v64c0 4.4 3.6 8 8 8h784c4.4 0 8-3.6 8-8v-64c0-4.4-3.6-8-8-8zm0 624H120c-4.4 0-8 3.6-8 8v64c0 4.4 3.6 8 8 8h784c4.4 0 8-3.6 8-8v-64c0-4.4-3.6-8-8-8zm0-312H120c-4.4 0-8 3.6-8 8v64c0 4.4 3.6 8 8 8h784c4.4 0 8-3.6 8-8v-64c0-4.4-3.6-8-8-8z' };
export const cartIcon: LiteIconDef = { name: 'shopping-cart', d: 'M922.9 701.9H327.4l29.9-60.9 496.8-.9c16.8 0 31.2-12 34.2-28.6l68.8-385.1c1.8-10.1-.9-20.5-7.5-28.4a34.99 34.99 0 00-26.6-12.5l-632-2.1-5.4-25.4c-3.4-16.2-18-28-34.6-28H96.5a35.3 35.3 0 100 70.6h125.9L246 312.8l58.1 281.3-74.8 122.1a34.96 34.96 0 00-3 36.8c6 11.9 18.1 19.4 31.5 19.4h62.8a102.43 102.43 0 00-20.6 61.7c0 56.6 46 102.6 102.6 102.6s102.6-46 102.6-102.6c0-22.3-7.4-44-20.6-61.7h161.1a102.43 102.43 0 00-20.6 61.7c0 56.6 46 102.6 102.6 102.6s102.6-46 102.6-102.6c0-22.3-7.4-44-20.6-61.7H923c19.4 0 35.3-15.8 35.3-35.3a35.42 35.42 0 00-35.4-35.2zM305.7 253l575.8 1.9-56.4 315.8-452.3.8L305.7 253zm96.9 612.7c-17.4 0-31.6-14.2-31.6-31.6 0-17.4 14.2-31.6 31.6-31.6s31.6 14.2 31.6 31.6a31.6 31.6 0 01-31.6 31.6zm325.1 0c-17.4 0-31.6-14.2-31.6-31.6 0-17.4 14.2-31.6 31.6-31.6s31.6 14.2 31.6 31.6a31.6 31.6 0 01-31.6 31.6z', viewBox: '0 0 1024 1024' };
export const userIcon: LiteIconDef = { name: 'user', d: 'M858.5 763.6a374 374 0 00-80.6-119.5 375.63 375.63 0 00-119.5-80.6c-.4-.2-.8-.3-1.2-.5C719.5 518 760 444.7 760 362c0-137-111-248-248-248S264 225 264 362c0 82.7 40.5 156 102.8 201.1-.4.2-.8.3-1.2.5-44.8 18.9-85 46-119.5 80.6a375.63 375.63 0 00-80.6 119.5A371.7 371.7 0 00136 901.8a8 8 0 008 8.2h60c4.4 0 7.9-3.5 8-7.8 2-77.2 33-149.5 87.8-204.3 56.7-56.7 132-87.9 212.2-87.9s155.5 31.2 212.2 87.9C779 752.7 810 825 812 902.2c.1 4.4 3.6 7.8 8 7.8h60a8 8 0 008-8.2c-1-47.8-10.9-94.3-29.5-138.2zM512 534c-45.9 0-89.1-17.9-121.6-50.4S340 407.9 340 362c0-45.9 17.9-89.1 50.4-121.6S466.1 190 512 190s89.1 17.9 121.6 50.4S684 316.1 684 362c0 45.9-17.9 89.1-50.4 121.6S557.9 534 512 534z' };
export const closeIcon: LiteIconDef = { name: 'close', d: 'M799.86 166.31c.02 0 .04.02.08.06l57.69 57.7c.04.03.05.05.06.08a.12.12 0 010 .06c0 .03-.02.05-.06.09L569.93 512l287.7 287.7c.04.04.05.06.06.09a.12.12 0 010 .07c0 .02-.02.04-.06.08l-57.7 57.69c-.03.04-.05.05-.07.06a.12.12 0 01-.07 0c-.03 0-.05-.02-.09-.06L512 569.93l-287.7 287.7c-.04.04-.06.05-.09.06a.12.12 0 01-.07 0c-.02 0-.04-.02-.08-.06l-57.69-57.7c-.04-.03-.05-.05-.06-.07a.12.12 0 010-.07c0-.03.02-.05.06-.09L454.07 512l-287.7-287.7c-.04-.04-.05-.06-.06-.09a.12.12 0 010-.07c0-.02.02-.04.06-.08l57.7-57.69c.03-.04.05-.05.07-.06a.12.12 0 01.07 0c.03 0 .05.02.09.06L512 454.07l287.7-287.7c.04-.04.06-.05.09-.06a.12.12 0 01.07 0z', evenodd: true };
export const serviceIcon: LiteIconDef = { name: 'customer-service', d: 'M512 128c-212.1 0-384 171.9-384 384v360c0 13.3 10.7 24 24 24h184c35.3 0 64-28.7 64-64V624c0-35.3-28.7-64-64-64H200v-48c0-172.3 139.7-312 312-312s312 139.7 312 312v48H688c-35.3 0-64 28.7-64 64v208c0 35.3 28.7 64 64 64h184c13.3 0 24-10.7 24-24V512c0-212.1-171.9-384-384-384zM328 632v192H200V632h128zm496 192H696V632h128v192z' };

type Props = { icon: LiteIconDef } & Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'role'> & { 'data-fly-to-cart-target'?: boolean };

/**
 * As antd draws it: role img named after the icon (`aria-label="search"`), unless the caller says `aria-hidden`
 * (decorative: the control holding it carries the name).
 */
export function LiteIcon({ icon, className, ...rest }: Props) {
  return (
    <span role="img" aria-label={icon.name} {...rest} className={`anticon anticon-${icon.name}${className ? ` ${className}` : ''}`}>
      <svg
        viewBox={icon.viewBox ?? '64 64 896 896'}
        focusable="false"
        width="1em"
        height="1em"
        fill="currentColor"
        fillRule={icon.evenodd ? 'evenodd' : undefined}
        aria-hidden="true"
      >
        <path d={icon.d} />
      </svg>
    </span>
  );
}
