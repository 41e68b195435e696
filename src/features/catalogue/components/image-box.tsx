import { useState, type CSSProperties } from 'react';
import { LiteIcon, type LiteIconDef } from '@/shared/ui/lite-icons';
import { imageSrc } from '@/shared/api';
import { FIRST_SCREEN_PICTURE } from '@/shared/ui/first-screen';
import { useFirstScreenShown } from '@/shared/ui/use-after-paint';
import styles from './catalogue.module.css';

/** antd's experiment, drawn by LiteIcon (src/shared/ui/lite-icons.tsx) with this component's code. */
const experimentIcon: LiteIconDef = { name: 'experiment', d: 'M512 472a40 40 0 1080 0 40 40 0 10-80 0zm367 352.9L696.3 352V178H768v-68H256v68h71.7v174L145 824.9c-2.8 7.4-4.3 15.2-4.3 23.1 0 35.3 28.7 64 64 64h614.6c7.9 0 15.7-1.5 23.1-4.3 33-12.7 49.4-49.8 36.6-82.8zM395.7 364.7V180h232.6v184.7L719.2 600c-20.7-5.3-42.1-8-63.9-8-61.2 0-119.2 21.5-165.3 60a188.78 188.78 0 01-121.3 43.9c-32.7 0-64.1-8.3-91.8-23.7l118.8-307.5zM210.5 844l41.7-107.8c35.7 18.1 75.4 27.8 116.6 27.8 61.2 0 119.2-21.5 165.3-60 33.9-28.2 76.3-43.9 121.3-43.9 35 0 68.4 9.5 97.6 27.1L813.5 844h-603z' };

/**
 * A catalogue image in a fixed aspect-ratio box: the box holds its size before
 * the picture arrives (no layout shift), the picture loads lazily, and a
 * missing or broken picture leaves a neutral placeholder. `afterFirstScreen`:
 * on the app's first load the picture is asked for only once the first screen
 * has been shown (the list's cards past its first row, 最近浏览): they were
 * fetched beside the first row and the app's code (Lighthouse's simulated LCP
 * of /product, `npm run bench:lcp-whatif`); an empty box of the same size
 * and name stands in meanwhile.
 */
export function ImageBox({
  src,
  alt,
  ratio = '4 / 3',
  eager = false,
  afterFirstScreen = false,
  fit = 'contain',
  className,
}: {
  src: string | undefined;
  alt: string;
  ratio?: string;
  eager?: boolean;
  afterFirstScreen?: boolean;
  fit?: CSSProperties['objectFit'];
  className?: string;
}) {
  const url = imageSrc(src);
  const [failed, setFailed] = useState<string | null>(null);
  const shown = useFirstScreenShown(afterFirstScreen && !eager);
  const broken = !url || failed === url;
  const waiting = !broken && !shown;
  return (
    <div
      className={`${styles.imageBox} ${className ?? ''}`}
      style={{ aspectRatio: ratio }}
      data-image-state={broken ? 'fallback' : waiting ? 'waiting' : 'image'}
    >
      {broken || waiting ? (
        <span className={styles.imageFallback} role="img" aria-label={alt}>
          {broken ? <LiteIcon icon={experimentIcon} aria-hidden /> : null}
        </span>
      ) : (
        <img
          src={url}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          // a first-screen picture paints with the page; the others do not hold a frame back
          decoding={eager ? 'auto' : 'async'}
          fetchPriority={eager ? 'high' : undefined}
          // what comes after the first screen waits for it to be shown (src/shared/ui/first-screen.ts)
          {...(eager ? FIRST_SCREEN_PICTURE : {})}
          style={{ objectFit: fit }}
          onError={() => setFailed(url)}
        />
      )}
    </div>
  );
}
