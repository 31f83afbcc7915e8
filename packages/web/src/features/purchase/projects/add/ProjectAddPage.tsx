import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { flagLabels } from '@zc/sdk/labels';
import {
  getProjectQueryOptions,
  listPlanGoodsQueryOptions,
  listProjectProcessCodesQueryOptions,
  useCreateProject,
} from '@zc/sdk/react';
import { useState } from 'react';
import { type ModeId, modes, type Project, type ProjectMode } from '@/features/purchase/projects/modes.ts';
import { optionsOf } from '@/shared/format/labels.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { Field } from '@/shared/ui/Field.tsx';
import { DateTimeField, SelectField, TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { formValues, refusalMessage, useSchemaForm } from '@/shared/ui/FormDialog/schema-form.ts';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { FileUpload } from '@/shared/ui/Upload/FileUpload.tsx';
import { GoodsLines } from './GoodsLines.tsx';
import { emptyLine, type ProjectValues, projectBody, projectSchema } from './project-form.ts';

/**
 * 新增{mode}: the project form, saved as a draft, then its rules. `?id=` edits a draft or a refused project;
 * `?planId=` starts one from an approved plan's goods (the demand list's 发起).
 */
export function ProjectAddPage({ mode: id }: { mode: ModeId }) {
  const mode = modes[id];
  const { id: projectId, planId } = usePageSearch(mode.routes.add);
  const project = useQuery({
    ...getProjectQueryOptions({ path: { id: projectId ?? '' } }),
    enabled: Boolean(projectId),
  });
  const planGoods = useQuery({
    ...listPlanGoodsQueryOptions({ query: { planId: planId ?? '' } }),
    enabled: Boolean(planId) && !projectId,
    select: (lines): Draft => ({
      planId,
      goods: lines.map((line) => ({
        goodsName: line.goodsName,
        spec: line.spec,
        unit: line.unit ?? '',
        quantity: line.num,
        budgetPrice: line.price,
      })),
    }),
  });
  const loaded = projectId ? project : planId ? planGoods : undefined;
  if (!loaded) return <ProjectForm mode={mode} />;
  return <QueryState query={loaded}>{(draft: Draft) => <ProjectForm mode={mode} project={draft} />}</QueryState>;
}

/** What the form starts from: a saved project, or a plan's goods. */
type Draft = Partial<Omit<Project, 'goods'>> & { goods?: ProjectValues['goods'] };

function ProjectForm({ mode, project }: { mode: ProjectMode; project?: Draft }) {
  const create = useCreateProject();
  const navigate = useNavigate();
  const codes = useQuery(listProjectProcessCodesQueryOptions({ query: { projectType: mode.projectType, stage: 1 } }));
  const form = useSchemaForm(projectSchema, {
    ...formValues(projectSchema, project),
    depositRequired: project?.depositRequired ?? 0,
    goods: project?.goods?.length ? project.goods : [{ ...emptyLine }],
    attachments: project?.attachments ?? [],
  } as never);
  const [serverError, setServerError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const saved = await create.mutateAsync({ body: projectBody(values, mode.projectType, project?.id, 0) });
      toast.success(`${mode.word}项目已保存，请设置${mode.word}规则`);
      await navigate({ to: mode.routes.setRules, search: { id: saved.id } });
    } catch (error) {
      setServerError(refusalMessage(form, projectSchema, error));
    }
  });
  const deposit = Number(form.watch('depositRequired')) === 1;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`${mode.word}项目`}
      className="flex flex-col gap-4 rounded bg-white p-5"
    >
      <div className="grid grid-cols-3 gap-x-4">
        <TextField form={form} name="projectName" label="项目名称" required />
        <TextField form={form} name="contactName" label="联系人" />
        <TextField form={form} name="contactPhone" label="联系电话" />
        <TextField form={form} name="deliveryAddress" label={mode.projectType === 3 ? '提货地址' : '交货地址'} />
        <TextField form={form} name="deliveryDays" label="交货天数" type="number" hint="签订合同后" />
        <SelectField
          form={form}
          name="processCode"
          label="审批流程"
          options={(codes.data ?? []).map((code) => ({ value: code.processCode, label: code.processName }))}
        />
        <DateTimeField form={form} name="registrationEndTime" label="报名截止时间" required />
        <DateTimeField form={form} name="startTime" label={`${mode.word}开始时间`} required />
        <DateTimeField form={form} name="endTime" label={`${mode.word}结束时间`} required />
        <SelectField form={form} name="depositRequired" label="缴纳保证金" required options={optionsOf(flagLabels)} />
        {deposit && (
          <TextField form={form} name="depositAmount" label="保证金金额（元）" type="number" step="0.01" required />
        )}
      </div>
      <GoodsLines form={form} priceLabel={mode.projectType === 3 ? '起拍单价' : '预算单价'} />
      <Field label="项目附件">
        {() => (
          <FileUpload
            fileType="project"
            label="上传项目附件"
            rules={{ maxCount: 5 }}
            value={form.watch('attachments')}
            onChange={(files) => form.setValue('attachments', files, { shouldDirty: true, shouldValidate: true })}
          />
        )}
      </Field>
      <TextAreaField form={form} name="remark" label="项目说明" rows={3} />
      {serverError && <p className="text-sm text-red-600">{serverError}</p>}
      <div>
        <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
          保存并设置规则
        </Button>
      </div>
    </form>
  );
}
