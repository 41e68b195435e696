import { memo, useMemo, useState, type MouseEvent } from 'react';
import type { AnswerText } from '../model/answer';
import { AnswerRenderer, type RenderedBlock } from '../model/markdown';
import { INTERNAL_LINK_CLASS } from '../model/sanitize';
import styles from './assistant.styles';

/** One rendered block: React never touches its DOM again while its HTML is unchanged. */
const Block = memo(function Block({ block }: { block: RenderedBlock }) {
  const html = <div className={styles.block} dangerouslySetInnerHTML={{ __html: block.html }} />;
  return block.think ? (
    <blockquote className={styles.think} aria-label="思考过程">
      {html}
    </blockquote>
  ) : (
    html
  );
});

const GROUP = 32;

/**
 * A run of finished blocks. Finished blocks never change (append-only, reset
 * only with a new generation), so a group whose length and generation are the
 * same is the same: React skips it without looking at its blocks.
 */
const Group = memo(
  function Group({ blocks }: { blocks: readonly RenderedBlock[]; generation: number }) {
    return blocks.map((block) => <Block key={block.key} block={block} />);
  },
  (a, b) => a.generation === b.generation && a.blocks.length === b.blocks.length,
);

/**
 * Sanitised Markdown of what is revealed of an answer (src/features/assistant/model/markdown.ts),
 * rendered incrementally: per update only the growing last block is
 * rendered, finished blocks are reconciled in groups that React skips.
 * `onInternalLink` receives clicks on the shop's own links (product pages).
 */
export function MarkdownView({
  answer,
  streaming,
  onInternalLink,
}: {
  answer: AnswerText;
  /** more text is to come or to be typed: a half-received tag at its end waits */
  streaming: boolean;
  onInternalLink?: (path: string) => void;
}) {
  const [renderer] = useState(() => new AnswerRenderer());
  const { content, parse, shown, revision } = answer;
  const { finished, tail, generation } = useMemo(
    () => renderer.render(content, parse, shown, streaming, revision),
    [renderer, content, parse, shown, streaming, revision],
  );
  const groups: (readonly RenderedBlock[])[] = [];
  for (let i = 0; i < finished.length; i += GROUP) groups.push(finished.slice(i, i + GROUP));
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.(`a.${INTERNAL_LINK_CLASS}`);
    if (!link || !onInternalLink || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onInternalLink(link.getAttribute('href') ?? '/');
  };
  return (
    // Delegated: routes clicks on links inside the rendered Markdown (the links themselves are focusable).
    <div className={styles.markdown} onClick={onClick}>
      {groups.map((blocks, i) => (
        <Group key={`${generation}:${i}`} blocks={blocks} generation={generation} />
      ))}
      {tail.map((block) => (
        <Block key={block.key} block={block} />
      ))}
    </div>
  );
}
