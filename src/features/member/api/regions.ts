import { useQuery } from '@tanstack/react-query';
import { loadRegions } from '@/shared/lib/regions';

/**
 * The GB/T 2260 regions for the address form's cascader (28 KiB gzip, loaded when a form opens): asked for by the
 * lazy dialog's wrapper as it opens, beside the dialog's own code, and read by the dialog (one request).
 */
export function useRegions(enabled = true) {
  return useQuery({ queryKey: ['regions', 'gb2260'], queryFn: loadRegions, staleTime: Infinity, gcTime: Infinity, enabled });
}
