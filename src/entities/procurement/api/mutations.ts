import { useMutation, useQueryClient } from '@tanstack/react-query';
import { procurementQueries } from './queries';
import { updateProcurementSettings } from './requests';

/**
 * Saving the settings: the mall's answer (with the approvers' names) is the settings now, wherever they are read
 * (the checkout's preview asks the mall afresh each time it opens).
 */
export function useUpdateProcurementSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateProcurementSettings,
    onSuccess: (settings) => qc.setQueryData(procurementQueries.settings().queryKey, settings),
  });
}
