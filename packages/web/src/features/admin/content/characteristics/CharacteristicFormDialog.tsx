import type { components } from '@zc/sdk';
import { enabledFlagLabels } from '@zc/sdk/labels';
import { useAddSysCharacteristic, useUpdateSysCharacteristic } from '@zc/sdk/react';
import { optionsOf } from '@/shared/format/labels.ts';
import { FormDialog, formValues } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { SelectField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { ImageField } from '../shared/ImageField.tsx';
import { characteristicSchema } from './characteristic-form.ts';

type Entry = components['schemas']['CharacteristicSetting'];

/** Adds a featured entry of the home page or changes one. */
export function CharacteristicFormDialog({ entry, onClose }: { entry: Entry | 'new'; onClose: () => void }) {
  const add = useAddSysCharacteristic();
  const update = useUpdateSysCharacteristic();
  const editing = entry === 'new' ? undefined : entry;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? '编辑特色' : '新增特色'}
      schema={characteristicSchema}
      defaultValues={formValues(characteristicSchema, editing ?? { sort: 0, isEnable: 1 })}
      onSubmit={async (body) => {
        if (editing) await update.mutateAsync({ body: { ...body, id: editing.id } });
        else await add.mutateAsync({ body });
        toast.success('保存成功');
      }}
    >
      {(form) => (
        <>
          <TextField form={form} name="title" label="标题" required />
          <TextField form={form} name="description" label="副标题" />
          <ImageField form={form} name="imageUrl" label="图片" fileType="characteristic" />
          <TextField form={form} name="linkUrl" label="链接地址" placeholder="如 /search?isAid=1" />
          <TextField form={form} name="sort" label="排序" type="number" hint="数字小的在前" />
          <SelectField form={form} name="isEnable" label="状态" options={optionsOf(enabledFlagLabels)} />
        </>
      )}
    </FormDialog>
  );
}
