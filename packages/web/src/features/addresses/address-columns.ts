import type { components } from '@zc/sdk';
import type { ColumnSpec } from '@/shared/ui/DataTable/columns.tsx';

type Address = components['schemas']['DeliveryAddress'];

/** Who receives at an address and where it is: the first columns of every address table. */
export const addressColumns: Record<string, ColumnSpec<Address>> = {
  consignee: '联系人',
  phone: '手机号码',
  area: {
    header: '所在地区',
    cell: (address) => `${address.provinceName}${address.cityName}${address.districtName}`,
  },
  detailAddress: '详细地址',
};
