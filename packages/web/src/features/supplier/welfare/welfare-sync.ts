import { useMutation, useQueryClient } from '@tanstack/react-query';
import { syncSupplierWelfareOrder } from '@zc/sdk';
import { toast } from '../../../shared/ui/Toast/toast.ts';

/** 同步: a welfare order's state fetched again (a GET in the spec, so the SDK gives it as a query). */
export function useSyncWelfareOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => syncSupplierWelfareOrder({ path: { id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['welfare'] });
      toast.success('同步成功');
    },
  });
}
