import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '@/shared/format/date.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { ShopDialog } from './SupplierDialogs.tsx';
import { mySupplierQuery } from './supplier-query.ts';

/** 店铺管理: the shop as the mall shows it (name, logo, introduction), and editing it. */
export function ShopPage() {
  const query = useQuery(mySupplierQuery);
  const [editing, setEditing] = useState(false);
  return (
    <QueryState query={query}>
      {(supplier) => (
        <>
          <Details
            title="店铺信息"
            actions={
              <Button size="sm" variant="primary" onClick={() => setEditing(true)}>
                编辑店铺信息
              </Button>
            }
            items={[
              { label: '店铺名称', value: supplier.shortName ?? supplier.orgNameZh },
              {
                label: '店铺 Logo',
                value: supplier.logo && (
                  <img src={supplier.logo} alt="店铺 Logo" className="h-12 w-24 object-contain" />
                ),
              },
              { label: '更新时间', value: formatDateTime(supplier.updateTime) },
              { label: '所属企业', value: supplier.orgNameZh, span: 3 },
              {
                label: '店铺简介',
                value: supplier.introduction && <span className="whitespace-pre-wrap">{supplier.introduction}</span>,
                span: 3,
              },
            ]}
          />
          {editing && <ShopDialog supplier={supplier} onClose={() => setEditing(false)} />}
        </>
      )}
    </QueryState>
  );
}
