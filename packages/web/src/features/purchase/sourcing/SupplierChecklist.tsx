import { useQuery } from '@tanstack/react-query';
import { querySupplierOrgsQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { Input } from '@/shared/ui/Input.tsx';

/** The approved suppliers to invite, ticked in a list narrowed by a part of their name. */
export function SupplierChecklist({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const { data = [] } = useQuery(querySupplierOrgsQueryOptions({ query: { auditStatus: 1 } }));
  const [keyword, setKeyword] = useState('');
  const shown = data.filter((org) => org.orgNameZh.includes(keyword.trim()));
  const toggle = (id: string) => onChange(value.includes(id) ? value.filter((row) => row !== id) : [...value, id]);
  return (
    <div className="flex flex-col gap-2">
      <Input
        aria-label="搜索供应商"
        placeholder="输入供应商名称筛选"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <ul aria-label="可邀请供应商" className="max-h-48 overflow-y-auto rounded border border-slate-200 p-2 text-sm">
        {shown.map((org) => (
          <li key={org.id}>
            <label className="flex items-center gap-2 py-0.5">
              <input type="checkbox" checked={value.includes(org.id)} onChange={() => toggle(org.id)} />
              {org.orgNameZh}
            </label>
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-500">已邀请 {value.length} 家</p>
    </div>
  );
}
