import { useMutation, useQueryClient } from '@tanstack/react-query';
import { syncSupplierWelfareOrder } from '@zc/sdk';
import { Button, type ButtonProps } from '@/shared/ui/Button.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';

/** 同步: a welfare order's state fetched again (a GET in the spec, so the SDK gives it as a query, not an action). */
export function SyncWelfareOrderButton({ id, ...button }: { id: string } & Pick<ButtonProps, 'variant' | 'size'>) {
  const queryClient = useQueryClient();
  const sync = useMutation({
    mutationFn: () => syncSupplierWelfareOrder({ path: { id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['welfare'] });
      toast.success('同步成功');
    },
  });
  return (
    <Button {...button} loading={sync.isPending} onClick={() => sync.mutate()}>
      同步
    </Button>
  );
}
