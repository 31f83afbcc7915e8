// The purchaser's project modes: each mode's words (features/projects/modes.ts, which the administrator's and the
// supplier's pages share) with the addresses of its pages in this area. Every page of purchase/projects reads its mode
// from here, so that the flow is written once.
import { type ModeId, type ProjectMode as SharedMode, modes as sharedModes } from '@/features/projects/modes.ts';

export {
  type ModeId,
  type Project,
  type Settlement,
  type SettlementId,
  settlements,
} from '@/features/projects/modes.ts';

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

export interface ProjectMode extends SharedMode {
  routes: ReturnType<typeof routesOf<ModeId>>;
}

const withRoutes = (id: ModeId): ProjectMode => ({ ...sharedModes[id], routes: routesOf(id) });

export const modes: Record<ModeId, ProjectMode> = {
  bidding: withRoutes('bidding'),
  backhand: withRoutes('backhand'),
  auction: withRoutes('auction'),
};
