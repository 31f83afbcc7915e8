import type { components } from '@zc/sdk';
import { enabledFlagLabels, platformIntroductionFormIntroTypeLabels } from '@zc/sdk/labels';
import { useAddPlatformIntroduction, useUpdatePlatformIntroduction } from '@zc/sdk/react';
import { platformIntroductionFormSchema } from '@zc/sdk/schemas';
import { optionsOf } from '@/shared/format/labels.ts';
import { RecordFormDialog } from '@/shared/ui/Crud/RecordFormDialog.tsx';
import { SelectField, TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';

type Introduction = components['schemas']['PlatformIntroduction'];

const fields = platformIntroductionFormSchema.shape;
const introductionSchema = platformIntroductionFormSchema
  .omit({ id: true })
  .extend({ introType: chosen(fields.introType), isEnable: chosen(fields.isEnable) });

/** A section of the mall's 平台介绍 (简介, 关于我们…); the text is HTML, sanitised wherever it is shown. */
export function IntroductionFormDialog({ intro, onClose }: { intro: Introduction | 'new'; onClose: () => void }) {
  return (
    <RecordFormDialog
      kind="平台介绍"
      record={intro}
      schema={introductionSchema}
      fresh={{ introType: 1, isEnable: 1, sort: 0 }}
      add={useAddPlatformIntroduction()}
      update={useUpdatePlatformIntroduction()}
      width="w-[760px]"
      onClose={onClose}
    >
      {(form) => (
        <>
          <TextField form={form} name="title" label="标题" required />
          <SelectField
            form={form}
            name="introType"
            label="栏目"
            options={optionsOf(platformIntroductionFormIntroTypeLabels)}
            required
          />
          <TextAreaField form={form} name="content" label="内容" required rows={10} hint="支持 HTML，展示时去除脚本" />
          <TextField form={form} name="sort" label="排序" type="number" hint="数字小的在前" />
          <SelectField form={form} name="isEnable" label="状态" options={optionsOf(enabledFlagLabels)} />
        </>
      )}
    </RecordFormDialog>
  );
}
