// The three project kinds a supplier takes part in: bidding (竞价) and backhand (反拍, reverse bidding) share the
// bidding calls and differ by projectType; auctions (拍卖) have their own calls under auction/. Every page of
// features/supplier/projects reads a kind's calls, words and routes from here, so that the flows are written once.
import type { UseQueryOptions } from '@tanstack/react-query';
import {
  type ApiError,
  type components,
  type Data,
  type Input,
  type Operation,
  type OperationId,
  pageSupplierAuctionContracts,
  pageSupplierAuctionProjects,
  pageSupplierBiddingProjects,
  pageSupplierProjectContracts,
} from '@zc/sdk';
import {
  getAuctionProjectInfoQueryOptions,
  getProjectOrderInfoQueryOptions,
  listAuctionBidHistoryQueryOptions,
  listAuctionDealGoodsQueryOptions,
  listAuctionProjectCertificatesQueryOptions,
  listAuctionProjectGoodsQueryOptions,
  listBidHistoryQueryOptions,
  listDealGoodsQueryOptions,
  listProjectCertificatesQueryOptions,
  listProjectGoodsQueryOptions,
  listSupplierAuctionBidsQueryOptions,
  listSupplierBidsQueryOptions,
  useCheckAuctionBid,
  useCheckBid,
  useCreateAuctionProjectContract,
  useCreateProjectContract,
  useSaveAuctionBid,
  useSaveBid,
} from '@zc/sdk/react';

type Schemas = components['schemas'];
export type Project = Schemas['Project'];
export type ProjectType = Schemas['ProjectType'];

/** A read of a kind, whichever operation answers it. */
type Read<T> = UseQueryOptions<T, ApiError, T, readonly unknown[]>;
type Page = { current: number; size: number };

export type CertificatesQuery = Page & { projectName?: string };
export type ContractForm = Omit<Schemas['ProjectContractCreateRequest'], 'projectId'>;

export type KindId = 'bidding' | 'backhand' | 'auction';

export interface ProjectKind {
  id: KindId;
  projectType: ProjectType;
  /** 竞价, 反拍 or 拍卖: the kind's name in titles and messages. */
  word: string;
  /** What a supplier's price is called: 报价 for bidding and backhand, 出价 for an auction. */
  bidWord: string;
  /** Whether a better price is lower (buying) or higher (selling, auctions). */
  better: 'lower' | 'higher';
  /** Who the project is with: the purchaser buying, or the seller of an auction. */
  orgWord: '采购单位' | '拍卖单位';
  /** The price a bid may not pass: a purchaser's ceiling, or an auction's starting price. */
  limitWord: '最高限价' | '起拍价';
  /** The best price so far: the lowest when buying, the highest in an auction. */
  bestWord: '最低价' | '最高价';
  /** Bids may be taken back (doRevokeBidbidding); the spec gives auctions no revoke, so an auction bid is binding. */
  revocable: boolean;
  routes: {
    group: '/supplier-bidding' | '/supplier-backhand' | '/supplier-auction';
    report: '/supplier-bidding-report' | '/supplier-backhand-report' | '/supplier-auction-report';
    participate: '/supplier-bidding-participate' | '/supplier-backhand-participate' | '/supplier-auction-participate';
    info: '/supplier-bidding-info' | '/supplier-backhand-info' | '/supplier-auction-info';
    result: '/supplier-bidding-result' | '/supplier-backhand-result' | '/supplier-auction-result';
    contract: '/supplier-bidding-contract' | '/supplier-backhand-contract' | '/supplier-auction-contract';
    joinBid: '/supplier-join-bid' | '/backhand-join-bid' | '/auction-join-bid';
    viewDetails: '/supplier-view-details' | '/backhand-view-details' | '/auction-view-details';
  };
  /** The kind's project and contract lists; `ofKind` picks the kind's rows from the calls bidding and backhand share. */
  projectList: Operation<'pageSupplierBiddingProjects'>;
  contractList: Operation<'pageSupplierProjectContracts'>;
  ofKind: { projectType?: 1 | 2 };
  info: (id: string) => Read<Project>;
  goods: (id: string) => Read<Schemas['ProjectGoods'][]>;
  ownBids: (query: Page & { projectId: string }) => Read<Data<'listSupplierBids'>>;
  history: (query: Page & { projectId: string }) => Read<Data<'listBidHistory'>>;
  certificates: (query: CertificatesQuery) => Read<Data<'listProjectCertificates'>>;
  dealGoods: (projectId: string) => Read<Schemas['DealGoods'][]>;
  useCheck: typeof useCheckBid;
  useSave: typeof useSaveBid;
  /** Creates the contract of a confirmed result; the two calls name the project differently. */
  useCreateContract: () => {
    mutateAsync: (input: { projectId: string; body: ContractForm }) => Promise<Schemas['ProjectContract']>;
    isPending: boolean;
  };
}

// The SDK's query options carry their operation in the key's type; a kind's reads are told apart by data alone.
const read = <T>(options: { queryKey: readonly unknown[] }) => options as unknown as Read<T>;
// An auction list typed as its bidding twin: the same rows and paging, the same parameters less projectType.
const twin = <K extends OperationId>(operation: { meta: { operationId: string } }) =>
  operation as unknown as Operation<K>;

function useBiddingContract() {
  const create = useCreateProjectContract();
  return {
    mutateAsync: ({ projectId, body }: { projectId: string; body: ContractForm }) =>
      create.mutateAsync({ path: { id: projectId }, body } satisfies Input<'createProjectContract'>),
    isPending: create.isPending,
  };
}

function useAuctionContract() {
  const create = useCreateAuctionProjectContract();
  return {
    mutateAsync: ({ projectId, body }: { projectId: string; body: ContractForm }) =>
      create.mutateAsync({ body: { ...body, projectId } }),
    isPending: create.isPending,
  };
}

/** Bidding and backhand: the same calls, told apart by projectType. */
const buying = (projectType: 1 | 2): Omit<ProjectKind, 'id' | 'word' | 'routes'> => ({
  projectType,
  bidWord: '报价',
  better: 'lower',
  orgWord: '采购单位',
  limitWord: '最高限价',
  bestWord: '最低价',
  revocable: true,
  projectList: pageSupplierBiddingProjects,
  contractList: pageSupplierProjectContracts,
  ofKind: { projectType },
  info: (id: string) => read(getProjectOrderInfoQueryOptions({ path: { id } })),
  goods: (id: string) => read(listProjectGoodsQueryOptions({ path: { id } })),
  ownBids: (query: Page & { projectId: string }) => read(listSupplierBidsQueryOptions({ query })),
  history: (query: Page & { projectId: string }) => read(listBidHistoryQueryOptions({ query })),
  certificates: (query: CertificatesQuery) =>
    read(listProjectCertificatesQueryOptions({ query: { ...query, projectType } })),
  dealGoods: (projectId: string) => read(listDealGoodsQueryOptions({ query: { projectId } })),
  useCheck: useCheckBid,
  useSave: useSaveBid,
  useCreateContract: useBiddingContract,
});

export const kinds: Record<KindId, ProjectKind> = {
  bidding: {
    id: 'bidding',
    word: '竞价',
    ...buying(1),
    routes: {
      group: '/supplier-bidding',
      report: '/supplier-bidding-report',
      participate: '/supplier-bidding-participate',
      info: '/supplier-bidding-info',
      result: '/supplier-bidding-result',
      contract: '/supplier-bidding-contract',
      joinBid: '/supplier-join-bid',
      viewDetails: '/supplier-view-details',
    },
  },
  backhand: {
    id: 'backhand',
    word: '反拍',
    ...buying(2),
    routes: {
      group: '/supplier-backhand',
      report: '/supplier-backhand-report',
      participate: '/supplier-backhand-participate',
      info: '/supplier-backhand-info',
      result: '/supplier-backhand-result',
      contract: '/supplier-backhand-contract',
      joinBid: '/backhand-join-bid',
      viewDetails: '/backhand-view-details',
    },
  },
  auction: {
    id: 'auction',
    projectType: 3,
    word: '拍卖',
    bidWord: '出价',
    better: 'higher',
    orgWord: '拍卖单位',
    limitWord: '起拍价',
    bestWord: '最高价',
    revocable: false,
    routes: {
      group: '/supplier-auction',
      report: '/supplier-auction-report',
      participate: '/supplier-auction-participate',
      info: '/supplier-auction-info',
      result: '/supplier-auction-result',
      contract: '/supplier-auction-contract',
      joinBid: '/auction-join-bid',
      viewDetails: '/auction-view-details',
    },
    projectList: twin(pageSupplierAuctionProjects),
    contractList: twin(pageSupplierAuctionContracts),
    ofKind: {},
    info: (id) => read(getAuctionProjectInfoQueryOptions({ path: { id } })),
    goods: (id) => read(listAuctionProjectGoodsQueryOptions({ path: { id } })),
    ownBids: (query) => read(listSupplierAuctionBidsQueryOptions({ query })),
    history: (query) => read(listAuctionBidHistoryQueryOptions({ query })),
    certificates: (query) => read(listAuctionProjectCertificatesQueryOptions({ query })),
    dealGoods: (projectId) => read(listAuctionDealGoodsQueryOptions({ query: { projectId } })),
    useCheck: useCheckAuctionBid,
    useSave: useSaveAuctionBid,
    useCreateContract: useAuctionContract,
  },
};

/** The kind of a project, from its projectType (sourcing, 4, is not one of these pages' kinds). */
export const kindOfType = (projectType: ProjectType): ProjectKind =>
  projectType === 3 ? kinds.auction : projectType === 2 ? kinds.backhand : kinds.bidding;

/** One value per kind, made from the kind: `byKind((kind) => chooserOf(kind))[kind.id]`. */
export const byKind = <T>(make: (kind: ProjectKind) => T) =>
  Object.fromEntries(Object.values(kinds).map((kind) => [kind.id, make(kind)])) as Record<KindId, T>;
