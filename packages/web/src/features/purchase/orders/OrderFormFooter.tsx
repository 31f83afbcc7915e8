import { useNavigate } from '@tanstack/react-router';
import { Button } from '@/shared/ui/Button.tsx';

/** The end of a form about one order: the refusal to read, submit, and back to the order with nothing sent. */
export function OrderFormFooter({
  orderId,
  error,
  submitting,
  submitText,
}: {
  orderId: string;
  error: string | null;
  submitting: boolean;
  submitText: string;
}) {
  const navigate = useNavigate();
  return (
    <>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" variant="primary" loading={submitting}>
          {submitText}
        </Button>
        <Button onClick={() => navigate({ to: '/purchase/order-detail', search: { id: orderId } })}>返回订单</Button>
      </div>
    </>
  );
}
