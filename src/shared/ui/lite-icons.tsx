/**
 * A few of antd's icons (@ant-design/icons-svg, MIT: the same paths) for the lite controls of the landing pages,
 * in antd's markup (span.anticon, styled in src/styles.css) at 1em. antd's own icon modules are shared with antd's
 * components, so the bundler gives each one a file of a few hundred bytes: on a phone's first load each is one more
 * request sharing the bandwidth with the libraries' chunk before the list can paint (docs/performance.md).
 */

const PATHS = {
  left: 'M724 218.3V141c0-6.7-7.7-10.4-12.9-6.3L260.3 486.8a31.86 31.86 0 000 50.3l450.8 352.1c5.3 4.1 12.9.4 12.9-6.3v-77.3c0-4.9-2.3-9.6-6.1-12.6l-360-281 360-281.1c3.8-3 6.1-7.7 6.1-12.6z',
  right:
    'M765.7 486.8L314.9 134.7A7.97 7.97 0 00302 141v77.3c0 4.9 2.3 9.6 6.1 12.6l360 281.1-360 281.1c-3.9 3-6.1 7.7-6.1 12.6V883c0 6.7 7.7 10.4 12.9 6.3l450.8-352.1a31.96 31.96 0 000-50.4z',
  check:
    'M912 190h-69.9c-9.8 0-19.1 4.5-25.1 12.2L404.7 724.5 207 474a32 32 0 00-25.1-12.2H112c-6.7 0-10.4 7.7-6.3 12.9l273.9 347c12.8 16.2 37.4 16.2 50.3 0l488.4-618.9c4.1-5.1.4-12.8-6.3-12.8z',
  // close-circle, filled: a disc with a cross cut out
  clear:
    'M512 64c247.4 0 448 200.6 448 448S759.4 960 512 960 64 759.4 64 512 264.6 64 512 64zm127.98 274.82h-.04l-.08.06L512 466.75 384.14 338.88c-.04-.05-.06-.06-.08-.06a.12.12 0 00-.07 0c-.03 0-.05.01-.09.05l-45.02 45.02a.2.2 0 00-.05.09.12.12 0 000 .07v.02a.27.27 0 00.06.06L466.75 512 338.88 639.86c-.05.04-.06.06-.06.08a.12.12 0 000 .07c0 .03.01.05.05.09l45.02 45.02a.2.2 0 00.09.05.12.12 0 00.07 0c.02 0 .04-.01.08-.05L512 557.25l127.86 127.87c.04.04.06.05.08.05a.12.12 0 00.07 0c.03 0 .05-.01.09-.05l45.02-45.02a.2.2 0 00.05-.09.12.12 0 000-.07v-.02a.27.27 0 00-.05-.06L557.25 512l127.87-127.86c.04-.04.05-.06.05-.08a.12.12 0 000-.07c0-.03-.01-.05-.05-.09l-45.02-45.02a.2.2 0 00-.09-.05.12.12 0 00-.07 0z',
} as const;

export type LiteIconName = keyof typeof PATHS;

/** Decorative: the control that holds it carries the name (aria-label). */
export function LiteIcon({ name }: { name: LiteIconName }) {
  return (
    <span className={`anticon anticon-${name}`} aria-hidden="true">
      <svg viewBox="64 64 896 896" focusable="false" width="1em" height="1em" fill="currentColor" fillRule="evenodd">
        <path d={PATHS[name]} />
      </svg>
    </span>
  );
}
