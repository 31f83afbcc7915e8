import { useQuery } from '@tanstack/react-query';
import { type components, getSupplierCommitmentLogs } from '@zc/sdk';
import { useState } from 'react';
import { Select } from '@/shared/ui/controls/Select.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { Field } from '@/shared/ui/Field.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { TableSection } from '@/shared/ui/TableSection.tsx';
import { useSupplierOptions } from '../../shared/suppliers.tsx';

type CommitmentLog = components['schemas']['SupplierCommitmentLog'];

const columns = columnsOf<CommitmentLog>({
  fullName: '签署人',
  commitmentVersion: '承诺书版本',
  ip: '签署 IP',
  signTime: ['签署时间', 'dateTime'],
});

/** 违规承诺: whether and when a supplier's users signed the integrity commitment, and which version. */
export function CommitmentLogPage() {
  const suppliers = useSupplierOptions();
  const [supplierId, setSupplierId] = useState('');
  // The records are read with POST, as the platform documents the call.
  const logs = useQuery({
    queryKey: ['getSupplierCommitmentLogs', supplierId],
    queryFn: () => getSupplierCommitmentLogs({ body: { supplierId } }),
    enabled: Boolean(supplierId),
  });
  return (
    <div className="flex flex-col gap-3">
      <Field label="供应商" layout="left" className="w-[28rem] rounded bg-white px-4 py-3">
        {(control) => (
          <Select
            {...control}
            value={supplierId}
            onChange={setSupplierId}
            options={suppliers}
            searchable
            placeholder="请选择供应商"
          />
        )}
      </Field>
      {supplierId ? (
        <QueryState query={logs}>
          {(records) =>
            records.length > 0 ? (
              <TableSection label="承诺书签署记录" columns={columns} records={records} />
            ) : (
              <p className="rounded bg-white p-10 text-center text-sm text-red-600">该供应商尚未签署诚信承诺书</p>
            )
          }
        </QueryState>
      ) : (
        <p className="rounded bg-white p-10 text-center text-sm text-slate-500">请选择供应商查看其承诺书签署记录</p>
      )}
    </div>
  );
}
