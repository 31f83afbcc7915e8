import type { components } from '@zc/sdk';
import { useSetSupplierTagSuppliers } from '@zc/sdk/react';
import { useState } from 'react';
import { Button } from '@/shared/ui/Button.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { Input } from '@/shared/ui/Input.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { TagChip, useSupplierOptions } from '../../shared/suppliers.tsx';

type Tag = components['schemas']['SupplierTag'];

/**
 * Which approved suppliers carry a tag: ticked in a list that a part of the name narrows; saved at once, replacing
 * those before. A refusal keeps the ticks (the SDK shows the platform's reason).
 */
export function TagSuppliersDialog({ tag, onClose }: { tag: Tag; onClose: () => void }) {
  const suppliers = useSupplierOptions();
  const save = useSetSupplierTagSuppliers();
  const [chosen, setChosen] = useState<string[]>(tag.supplierIds);
  const [keyword, setKeyword] = useState('');
  const shown = suppliers.filter((supplier) => supplier.label.includes(keyword.trim()));
  const toggle = (id: string, on: boolean) =>
    setChosen((ids) => (on ? [...ids, id] : ids.filter((chosenId) => chosenId !== id)));
  const submit = () =>
    save.mutateAsync({ body: { id: tag.id, supplierIds: chosen } }).then(
      () => {
        toast.success('保存成功');
        onClose();
      },
      () => {},
    );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="设置供应商"
      width="w-[640px]"
      footer={
        <>
          <Button onClick={onClose}>取消</Button>
          <Button variant="primary" loading={save.isPending} onClick={submit}>
            确定
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3 text-sm">
        <p className="flex items-center gap-2">
          <TagChip tag={tag} />
          <span className="text-slate-500">已选 {chosen.length} 家供应商</span>
        </p>
        <Input
          aria-label="供应商名称"
          placeholder="输入供应商名称筛选"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <fieldset aria-label="供应商" className="grid max-h-80 grid-cols-2 gap-x-4 gap-y-1.5 overflow-y-auto">
          {shown.map((supplier) => (
            <label key={supplier.value} className="flex items-center gap-1.5">
              <input
                type="checkbox"
                checked={chosen.includes(supplier.value)}
                onChange={(event) => toggle(supplier.value, event.target.checked)}
              />
              {supplier.label}
            </label>
          ))}
          {shown.length === 0 && <p className="col-span-2 py-6 text-center text-slate-500">没有匹配的供应商</p>}
        </fieldset>
      </div>
    </Dialog>
  );
}
