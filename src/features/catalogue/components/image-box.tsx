import { useState, type CSSProperties } from 'react';
import { LiteIcon } from '@/shared/ui/lite-icons';
import { experimentIcon } from './icons';
import { imageSrc } from '@/shared/api';
import { FIRST_SCREEN_PICTURE } from '@/shared/ui/first-screen';
import styles from './catalogue.module.css';

/**
 * A catalogue image in a fixed aspect-ratio box: the box holds its size before
 * the picture arrives (no layout shift), the picture loads lazily, and a
 * missing or broken picture leaves a neutral placeholder.
 */
export function ImageBox({
  src,
  alt,
  ratio = '4 / 3',
  eager = false,
  fit = 'contain',
  className,
}: {
  src: string | undefined;
  alt: string;
  ratio?: string;
  eager?: boolean;
  fit?: CSSProperties['objectFit'];
  className?: string;
}) {
  const url = imageSrc(src);
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !url || failed === url;
  return (
    <div className={`${styles.imageBox} ${className ?? ''}`} style={{ aspectRatio: ratio }} data-image-state={broken ? 'fallback' : 'image'}>
      {broken ? (
        <span className={styles.imageFallback} role="img" aria-label={alt}>
          <LiteIcon icon={experimentIcon} aria-hidden />
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
