import { userKinds } from './kinds.ts';
import { UserListPage } from './UserListPage.tsx';

// The user pages of the administrator area: one list, each over its kind of user.
export const AllUsersPage = () => <UserListPage kind={userKinds.all} />;
export const PurchaserUsersPage = () => <UserListPage kind={userKinds.purchaser} />;
export const AdminUsersPage = () => <UserListPage kind={userKinds.admin} />;
export const SupplierUsersPage = () => <UserListPage kind={userKinds.supplier} />;
export const DistributionUsersPage = () => <UserListPage kind={userKinds.distribution} />;
export const DistributionPurchaserUsersPage = () => <UserListPage kind={userKinds.distributionPurchaser} />;
