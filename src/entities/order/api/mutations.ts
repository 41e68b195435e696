import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelOrder, createOrder } from './requests';
import { refreshOrders } from './refresh';

/** Placing an order: the ordered lines leave the cart, the counts and the funds move, a quote ordered reads 已接受. */
export function useCreateOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => refreshOrders(qc, { kind: 'placed' }),
  });
}

export function useCancelOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => refreshOrders(qc, { kind: 'cancelled' }),
  });
}
