import { useEffect, useRef } from 'react';

/**
 * A picture from a blob (a payment receipt, an after-sales photo, a qualification scan fetched with the member's token): its object URL
 * is made and revoked by the effect (so StrictMode's trial remount makes a fresh one), and set on the element
 * directly.
 */
export function BlobImage({ blob, alt, className }: { blob: Blob; alt: string; className?: string }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (!img) return undefined;
    const url = URL.createObjectURL(blob);
    img.src = url;
    return () => {
      img.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [blob]);
  return <img ref={ref} alt={alt} className={className} />;
}
