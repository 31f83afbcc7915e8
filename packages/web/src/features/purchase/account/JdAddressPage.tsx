import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type components, queryJdAreaIdList } from '@zc/sdk';
import { queryDeliveryAddressQueryOptions } from '@zc/sdk/react';
import { addressColumns } from '@/features/addresses/address-columns.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { DataTable, wholeList } from '@/shared/ui/DataTable/DataTable.tsx';

type Address = components['schemas']['DeliveryAddress'];

/** The JD channel's area ids of an address, or why JD cannot deliver there. */
function JdArea({ address }: { address: Address }) {
  // A read sent as POST: queried here under the addresses domain's key.
  const ids = useQuery({
    queryKey: ['addresses', 'queryJdAreaIdList', address.id],
    queryFn: () =>
      queryJdAreaIdList({
        body: {
          provinceName: address.provinceName ?? '',
          cityName: address.cityName ?? '',
          districtName: address.districtName,
          deliveryAddressId: address.id,
        },
      }),
    retry: false,
  });
  if (ids.error) return <span className="text-red-600">未匹配京东地区，京东商品不能配送</span>;
  if (!ids.data) return <span className="text-slate-500">查询中</span>;
  return <span>{[ids.data.provinceId, ids.data.cityId, ids.data.countyId, ids.data.townId].join(' / ')}</span>;
}

/**
 * 京东收货地址: the purchaser's delivery addresses as the JD channel knows them (its province, city, county and town
 * ids), so that JD goods are ordered only to addresses JD delivers to; addresses are edited under 收货地址.
 */
export function JdAddressPage() {
  const query = useQuery(queryDeliveryAddressQueryOptions({ query: { addressType: 1 } }));
  const columns = columnsOf<Address>({
    ...addressColumns,
    jd: { header: '京东地区编码（省 / 市 / 县 / 镇）', cell: (address) => <JdArea address={address} /> },
  });
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">
        新增或修改地址请前往
        <Link to="/purchase/address-manager" className="mx-1 text-brand hover:underline">
          收货地址
        </Link>
      </p>
      <DataTable label="京东收货地址" columns={columns} {...wholeList(query)} />
    </div>
  );
}
