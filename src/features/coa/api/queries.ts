import { queryOptions, useMutation } from '@tanstack/react-query';
import { saveFile } from '@/shared/api';
import { fetchCoaFile, fetchCoaLimits, fetchCoas, fetchMaterialCoa } from './requests';
import type { Coa, CoaQuery } from './types';

export const coaQueries = {
  all: () => ['coas'] as const,
  limits: () => queryOptions({ queryKey: [...coaQueries.all(), 'limits'], queryFn: ({ signal }) => fetchCoaLimits(signal), staleTime: 60 * 60_000 }),
  search: (query: CoaQuery) =>
    queryOptions({ queryKey: [...coaQueries.all(), 'search', query], queryFn: ({ signal }) => fetchCoas(query, signal), retry: false }),
  byLot: (matlId: string, lot: string) =>
    queryOptions({
      queryKey: [...coaQueries.all(), 'lot', matlId, lot],
      queryFn: ({ signal }) => fetchMaterialCoa(matlId, lot, signal),
      retry: false,
    }),
};

/** What the download helper says once a certificate is saved. */
export const coaDownloaded = (coa: Pick<Coa, 'catalogNo' | 'lot'>) => `${coa.catalogNo} 批号 ${coa.lot} 的 COA 已下载`;

/** Download a certificate through the download helper, which names the certificate it saved. */
export function useDownloadCoa() {
  return useMutation({
    mutationFn: async (coa: Pick<Coa, '_id' | 'sn' | 'lot' | 'catalogNo'>) => {
      const blob = await fetchCoaFile(coa._id);
      saveFile(blob, `COA_${coa.catalogNo}_${coa.lot}`, 'pdf', coaDownloaded(coa));
    },
  });
}
