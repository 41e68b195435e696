import { useState, type CSSProperties } from 'react';
import { ExperimentOutlined } from '@ant-design/icons';
import { apiUrl } from '@/shared/api';
import styles from './catalogue.module.css';

/**
 * A picture's URL: absolute URLs (a real backend's CDN) as they are, paths on
 * the API origin (the fake mall's generated SVGs) against the API base.
 */
export function imageSrc(image: string | undefined): string | undefined {
  if (!image) return undefined;
  if (/^(https?:)?\/\//.test(image) || image.startsWith('data:')) return image;
  return apiUrl('', image.startsWith('/') ? image : `/${image}`);
}

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
          <ExperimentOutlined aria-hidden />
        </span>
      ) : (
        <img
          src={url}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          style={{ objectFit: fit }}
          onError={() => setFailed(url)}
        />
      )}
    </div>
  );
}
