import { useQuery } from '@tanstack/react-query';
import { querySupplierOrgsQueryOptions } from '@zc/sdk/react';
import type { FieldValues } from 'react-hook-form';
import { type BoundProps, SelectField } from '@/shared/ui/FormDialog/fields.tsx';

/** The approved suppliers (audit status 1) as id-to-name labels, for filters and selects. */
export function useSupplierLabels(): Record<string, string> {
  const { data = [] } = useQuery(querySupplierOrgsQueryOptions({ query: { auditStatus: 1 } }));
  return Object.fromEntries(data.map((org) => [org.id, org.orgNameZh]));
}

/** One approved supplier (searchable). */
export function SupplierField<V extends FieldValues>(bound: BoundProps<V>) {
  const labels = useSupplierLabels();
  const options = Object.entries(labels).map(([value, label]) => ({ value, label }));
  return <SelectField {...bound} options={options} searchable />;
}
