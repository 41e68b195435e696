import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '@/shared/api/query-roots';
import { procurementQueries } from './queries';
import { updateProcurementSettings } from './requests';

/**
 * Saving the settings: the mall's answer (with the approvers' names) is the settings now, wherever they are read
 * (the checkout's preview asks the mall afresh each time it opens). The approvers decide each fund's 负责人 and who
 * may decide an order, so the funds and the orders load again.
 */
export function useUpdateProcurementSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateProcurementSettings,
    onSuccess: (settings) => {
      qc.setQueryData(procurementQueries.settings().queryKey, settings);
      return Promise.all([qc.invalidateQueries({ queryKey: queryRoots.funds }), qc.invalidateQueries({ queryKey: queryRoots.orders })]);
    },
  });
}
