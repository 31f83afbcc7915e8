import type { components } from '@zc/sdk';
import { enabledFlagLabels, templateTypeLabels } from '@zc/sdk/labels';
import { useAddSysTemplateCategory, useUpdateSysTemplateCategory } from '@zc/sdk/react';
import { sysTemplateCategoryFormSchema } from '@zc/sdk/schemas';
import { CategoryTreeField } from '@/shared/catalogue/CategoryTreeField.tsx';
import { optionsOf } from '@/shared/format/labels.ts';
import { RecordFormDialog } from '@/shared/ui/Crud/RecordFormDialog.tsx';
import { SelectField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';
import { FileField } from '../shared/FileField.tsx';

type Template = components['schemas']['SysTemplateCategory'];

const fields = sysTemplateCategoryFormSchema.shape;
const templateSchema = sysTemplateCategoryFormSchema
  .omit({ id: true })
  .extend({ templateType: chosen(fields.templateType), isEnable: chosen(fields.isEnable) });

/** A template file (goods import, contract, acceptance) for a category and those under it, or for every category. */
export function TemplateFormDialog({ template, onClose }: { template: Template | 'new'; onClose: () => void }) {
  return (
    <RecordFormDialog
      kind="模板"
      record={template}
      schema={templateSchema}
      fresh={{ templateType: 1, isEnable: 1 }}
      add={useAddSysTemplateCategory()}
      update={useUpdateSysTemplateCategory()}
      width="w-[600px]"
      onClose={onClose}
    >
      {(form) => (
        <>
          <TextField form={form} name="templateName" label="模板名称" required />
          <SelectField
            form={form}
            name="templateType"
            label="模板类型"
            options={optionsOf(templateTypeLabels)}
            required
          />
          <CategoryTreeField
            form={form}
            name="categoryId"
            label="适用分类"
            valueLabel={template === 'new' ? undefined : template.categoryName}
            hint="不选则适用于全部分类"
          />
          <FileField
            form={form}
            name="fileId"
            nameField="fileName"
            label="模板文件"
            fileType="template"
            extensions={['xls', 'xlsx', 'doc', 'docx', 'pdf']}
            required
          />
          <SelectField form={form} name="isEnable" label="状态" options={optionsOf(enabledFlagLabels)} />
        </>
      )}
    </RecordFormDialog>
  );
}
