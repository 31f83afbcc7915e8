import type { components } from '@zc/sdk';

type PurchaserUserType = components['schemas']['PurchaserUserType'];
type RoleType = components['schemas']['RoleType'];

/** Which users a user page lists, which roles it offers them, and whether it adds users of its own. */
export interface UserKind {
  /** What the rows are, for the table's name and the dialogs (采购用户, 管理员…). */
  label: string;
  /** Supplier accounts (user/supplier/page); purchaser-side accounts otherwise (user/purchaser/page). */
  supplier: boolean;
  /** Only purchaser-side users of this kind; new users are of this kind too. */
  purchaserType?: PurchaserUserType;
  /** The role groups the page assigns from. */
  roleTypes: readonly RoleType[];
  /** Role changes go through user/role/purchaserBatch, which takes purchaser users only. */
  purchaserBatch?: boolean;
  /** A page for handing out roles: its rows offer 分配角色 only. */
  distribution?: boolean;
}

export const userKinds = {
  all: { label: '用户', supplier: false, roleTypes: [1, 2, 4] },
  purchaser: { label: '采购用户', supplier: false, purchaserType: 2, roleTypes: [2, 4] },
  admin: { label: '管理员', supplier: false, purchaserType: 1, roleTypes: [1] },
  supplier: { label: '供应商用户', supplier: true, roleTypes: [3] },
  distribution: { label: '供应商用户', supplier: true, roleTypes: [3], distribution: true },
  distributionPurchaser: {
    label: '采购用户',
    supplier: false,
    purchaserType: 2,
    roleTypes: [2, 4],
    purchaserBatch: true,
    distribution: true,
  },
} as const satisfies Record<string, UserKind>;
