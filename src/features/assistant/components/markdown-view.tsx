import { memo, useMemo, type MouseEvent, type ReactNode } from 'react';
import { renderAnswer, type RenderedBlock } from '../model/markdown';
import { INTERNAL_LINK_CLASS } from '../model/sanitize';
import styles from './assistant.module.css';

/** One rendered block: React never touches its DOM again while its HTML is unchanged. */
const Block = memo(function Block({ html }: { html: string }) {
  return <div className={styles.block} dangerouslySetInnerHTML={{ __html: html }} />;
});

function group(blocks: RenderedBlock[]): ReactNode[] {
  const out: ReactNode[] = [];
  let think: RenderedBlock[] = [];
  const flush = () => {
    if (think.length === 0) return;
    out.push(
      <blockquote key={`think-${think[0]?.key}`} className={styles.think} aria-label="思考过程">
        {think.map((b) => (
          <Block key={b.key} html={b.html} />
        ))}
      </blockquote>,
    );
    think = [];
  };
  for (const block of blocks) {
    if (block.think) think.push(block);
    else {
      flush();
      out.push(<Block key={block.key} html={block.html} />);
    }
  }
  flush();
  return out;
}

/**
 * Sanitised Markdown of an answer (src/features/assistant/model/markdown.ts).
 * `onInternalLink` receives clicks on the shop's own links (product pages).
 */
export function MarkdownView({
  text,
  streaming,
  onInternalLink,
}: {
  text: string;
  streaming: boolean;
  onInternalLink?: (path: string) => void;
}) {
  const blocks = useMemo(() => renderAnswer(text, streaming), [text, streaming]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.(`a.${INTERNAL_LINK_CLASS}`);
    if (!link || !onInternalLink || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onInternalLink(link.getAttribute('href') ?? '/');
  };
  return (
    // Delegated: routes clicks on links inside the rendered Markdown (the links themselves are focusable).
    <div className={styles.markdown} onClick={onClick}>
      {group(blocks)}
    </div>
  );
}
