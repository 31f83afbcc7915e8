// The approved suppliers, offered wherever an administrator's record names one, and the tags the platform gives them.
import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { listSupplierTags } from '@zc/sdk';
import { listSupplierTagsQueryOptions, querySupplierOrgsQueryOptions } from '@zc/sdk/react';
import type { FieldValues } from 'react-hook-form';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import type { SelectOption } from '@/shared/ui/controls/Select.tsx';
import { type BoundProps, SelectField } from '@/shared/ui/FormDialog/fields.tsx';

type Tag = components['schemas']['SupplierTag'];

/** The approved suppliers (audit status 1), as select options. */
export function useSupplierOptions(): SelectOption[] {
  const { data = [] } = useQuery(querySupplierOrgsQueryOptions({ query: { auditStatus: 1 } }));
  return data.map((org) => ({ value: org.id, label: org.orgNameZh }));
}

/** The names of the approved suppliers, the labels of a list's 供应商 filter. */
export const useSupplierLabels = () => ({
  supplierId: Object.fromEntries(useSupplierOptions().map((option) => [option.value, option.label])),
});

/** One approved supplier (searchable). */
export function SupplierField<V extends FieldValues>(bound: BoundProps<V>) {
  return <SelectField {...bound} options={useSupplierOptions()} searchable />;
}

/** The colours a tag is shown in (its `tagColor`). */
export const tagColorClasses: Record<Tag['tagColor'], string> = {
  blue: 'border-blue-200 bg-blue-50 text-blue-700',
  green: 'border-green-200 bg-green-50 text-green-700',
  orange: 'border-orange-200 bg-orange-50 text-orange-700',
  red: 'border-red-200 bg-red-50 text-red-700',
  purple: 'border-purple-200 bg-purple-50 text-purple-700',
  gray: 'border-slate-200 bg-slate-50 text-slate-600',
};

export function TagChip({ tag }: { tag: Pick<Tag, 'tagName' | 'tagColor'> }) {
  return (
    <span className={`inline-block rounded border px-1.5 text-xs leading-5 ${tagColorClasses[tag.tagColor]}`}>
      {tag.tagName}
    </span>
  );
}

/**
 * The 供应商 column of an administrator's list: each row's supplier with its enabled tags beside the name (the name
 * alone when the administrator may not read tags).
 */
export function useSupplierColumn<
  R extends { supplierId: string; supplierName?: string } = { supplierId: string; supplierName?: string },
>() {
  const mayRead = useMayCall(listSupplierTags);
  const { data: tags = [] } = useQuery({ ...listSupplierTagsQueryOptions({ query: { status: 1 } }), enabled: mayRead });
  return {
    header: '供应商',
    cell: (row: R) => (
      <span className="inline-flex flex-wrap items-center gap-1">
        <span>{row.supplierName}</span>
        {tags
          .filter((tag) => tag.supplierIds.includes(row.supplierId))
          .map((tag) => (
            <TagChip key={tag.id} tag={tag} />
          ))}
      </span>
    ),
  };
}
