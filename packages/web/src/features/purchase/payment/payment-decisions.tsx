import { type ReactNode, useState } from 'react';
import { IfAllowed } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { type DecidedPayment, type PaymentDecision, PaymentDecisionDialog } from './PaymentDecisionDialog.tsx';

/**
 * Finance's 确认付款 and 驳回 on a payment's row and the dialog they open, for any kind of contract payment: `call`
 * is the decision's operation (the buttons show only to who may make it), `decide` makes it for a row.
 */
export function usePaymentDecisions<P>(
  call: Parameters<typeof IfAllowed>[0]['call'],
  summary: (payment: P) => DecidedPayment,
  decide: (payment: P, decision: PaymentDecision) => Promise<unknown>,
): { actions: (payment: P) => ReactNode; dialog: ReactNode } {
  const [deciding, setDeciding] = useState<{ payment: P; result: 1 | 2 }>();
  const actions = (payment: P) => (
    <IfAllowed call={call}>
      <Button variant="text" size="sm" onClick={() => setDeciding({ payment, result: 1 })}>
        确认付款
      </Button>
      <Button variant="text" size="sm" onClick={() => setDeciding({ payment, result: 2 })}>
        驳回
      </Button>
    </IfAllowed>
  );
  const dialog = deciding && (
    <PaymentDecisionDialog
      payment={summary(deciding.payment)}
      result={deciding.result}
      decide={(decision) => decide(deciding.payment, decision)}
      onClose={() => setDeciding(undefined)}
    />
  );
  return { actions, dialog };
}
