// The purchaser's pages of each project mode: one flow, written once, at a set of addresses per mode.
import type { ModeId } from '@/features/projects/modes.ts';

const routesOf = <M extends ModeId>(id: M) =>
  ({
    my: `/purchase/my-${id}`,
    demandList: `/purchase/${id}-demand-list`,
    add: `/purchase/${id}-add`,
    setRules: `/purchase/${id}-set-rules`,
    contact: `/purchase/${id}-contact`,
    check: `/purchase/${id}-check`,
    signUp: `/purchase/${id}-sign-up`,
    bond: `/purchase/${id}-bond`,
    hall: `/purchase/${id}-hall`,
    hallInfo: `/purchase/${id}-hall-info`,
    calibration: `/purchase/${id}-calibration`,
    contract: `/purchase/${id}-contract`,
    contractInfo: `/purchase/${id}-contract-info`,
    payment: `/purchase/${id}-payment`,
    paymentConfirm: `/purchase/${id}-payment-confirm`,
  }) as const;

export const modeRoutes: Record<ModeId, ReturnType<typeof routesOf<ModeId>>> = {
  bidding: routesOf('bidding'),
  backhand: routesOf('backhand'),
  auction: routesOf('auction'),
};
