import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { materialQueries, type MaterialDetail } from '@/entities/material';
import { restockQueries } from './queries';
import { createRestockAlert, deleteRestockAlert, markRestockSeen } from './requests';

/** The product page shows the alert from the material's detail (`restockAlert`): it follows the change at once. */
function patchMaterial(qc: QueryClient, matlId: string, restockAlert: 'waiting' | 'arrived' | null) {
  qc.setQueryData<MaterialDetail>(materialQueries.detail(matlId).queryKey, (m) => (m ? { ...m, restockAlert } : m));
}

const rereadAlerts = (qc: QueryClient) => qc.invalidateQueries({ queryKey: restockQueries.all() });

/** 到货提醒 on a material that is 期货 or 缺货. */
export function useSetRestockAlert() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createRestockAlert,
    onSuccess: (alert) => {
      patchMaterial(qc, alert.matlId, alert.status);
      return rereadAlerts(qc);
    },
  });
}

/** 取消提醒: a 404 (not set, or cancelled elsewhere) also means there is none now (deleteRestockAlert). */
export function useCancelRestockAlert() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteRestockAlert,
    onSuccess: ({ matlId }) => {
      patchMaterial(qc, matlId, null);
      return rereadAlerts(qc);
    },
    onError: (_error, matlId) => {
      void qc.invalidateQueries({ queryKey: materialQueries.detail(matlId).queryKey });
      void rereadAlerts(qc);
    },
  });
}

/** Visiting /mine/restock: every arrived alert is seen, the header's count is 0. */
export function useMarkRestockSeen() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markRestockSeen,
    onSuccess: () => {
      qc.setQueryData(restockQueries.count().queryKey, (c) => (c ? { ...c, arrived: 0 } : c));
    },
  });
}
