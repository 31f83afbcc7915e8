// The three project modes a purchaser runs: bidding (竞价) and backhand (反拍, reverse bidding) buy, an auction (拍卖)
// sells. They share one flow and the same calls, told apart by projectType; every page of features/purchase/projects
// reads a mode's words from here (with the addresses of its pages: purchase/projects/modes.ts), so that the flow is
// written once.
import type { components } from '@zc/sdk';

export type Project = components['schemas']['Project'];
export type ModeId = 'bidding' | 'backhand' | 'auction';

export interface ProjectMode {
  id: ModeId;
  projectType: 1 | 2 | 3;
  /** The purchase type of the plans whose goods the mode buys or sells (采购计划's 竞价, 反拍, 拍卖). */
  planType: 2 | 3 | 5;
  /** 竞价, 反拍 or 拍卖: the mode's name in titles and messages. */
  word: string;
  /** What a supplier's price is called: 报价 when buying, 出价 in an auction. */
  bidWord: '报价' | '出价';
  /** The best price so far: the lowest when buying, the highest in an auction. */
  bestWord: '最低价' | '最高价';
  /** The price the bidding starts from: a ceiling when buying, the starting price of an auction. */
  limitWord: '最高限价' | '起拍价';
}

export const modes: Record<ModeId, ProjectMode> = {
  bidding: {
    id: 'bidding',
    projectType: 1,
    planType: 2,
    word: '竞价',
    bidWord: '报价',
    bestWord: '最低价',
    limitWord: '最高限价',
  },
  backhand: {
    id: 'backhand',
    projectType: 2,
    planType: 3,
    word: '反拍',
    bidWord: '报价',
    bestWord: '最低价',
    limitWord: '最高限价',
  },
  auction: {
    id: 'auction',
    projectType: 3,
    planType: 5,
    word: '拍卖',
    bidWord: '出价',
    bestWord: '最高价',
    limitWord: '起拍价',
  },
};

/** What the contract and payment pages need of a mode; online sourcing's contracts (projectType 4) are paid the same
 * way and read on their order's page. */
export type SettlementId = ModeId | 'sourcing';
export interface Settlement {
  projectType: 1 | 2 | 3 | 4;
  word: string;
  /** Who signed the contract with the purchaser. */
  winnerWord: string;
}

export const settlements: Record<SettlementId, Settlement> = {
  bidding: { projectType: 1, word: '竞价', winnerWord: '中标供应商' },
  backhand: { projectType: 2, word: '反拍', winnerWord: '中标供应商' },
  auction: { projectType: 3, word: '拍卖', winnerWord: '竞得人' },
  sourcing: { projectType: 4, word: '寻源', winnerWord: '成交供应商' },
};
