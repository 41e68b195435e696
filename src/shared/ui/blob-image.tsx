import { useEffect, useRef, useState } from 'react';
import { retypeFile } from '@/shared/lib/image-file';

/**
 * A picture from a blob (a payment receipt, an after-sales photo, a qualification scan fetched with the member's token),
 * typed by its first bytes (retypeFile): what is not a JPG, PNG or WebP is never drawn nor given an object URL, whatever
 * type the server sent. The object URL is made and revoked by the effect (so StrictMode's trial remount makes a fresh
 * one), and set on the element directly.
 */
export function BlobImage({ blob, alt, className }: { blob: Blob; alt: string; className?: string }) {
  const ref = useRef<HTMLImageElement>(null);
  const [refused, setRefused] = useState<Blob | null>(null);
  useEffect(() => {
    const img = ref.current;
    if (!img) return undefined;
    let live = true;
    let url: string | null = null;
    retypeFile(blob)
      .then((file) => {
        if (!live) return;
        if (file === null || file.type === 'application/pdf') {
          setRefused(blob);
          return;
        }
        url = URL.createObjectURL(file.blob);
        img.src = url;
      })
      // an unreadable blob: said as one that cannot be shown
      .catch(() => live && setRefused(blob));
    return () => {
      live = false;
      img.removeAttribute('src');
      if (url !== null) URL.revokeObjectURL(url);
    };
  }, [blob]);
  if (refused === blob) {
    return (
      <span className={className} role="img" aria-label={`${alt}：不是图片，无法预览`}>
        无法预览
      </span>
    );
  }
  return <img ref={ref} alt={alt} className={className} />;
}
