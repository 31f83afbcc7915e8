import { pageProjects } from '@zc/sdk';
import { flagLabels, projectStatusLabels, quoteModeLabels } from '@zc/sdk/labels';
import { getProjectQueryOptions, useCreateProject, useSaveBiddingRules } from '@zc/sdk/react';
import { projectFormSchema } from '@zc/sdk/schemas';
import { useState } from 'react';
import { useFinish } from '@/app/finish.ts';
import { pickRulesOf } from '@/features/projects/ProjectRules.tsx';
import { type ModeId, modes, type Project, type ProjectMode } from '@/features/purchase/projects/modes.ts';
import { optionsOf } from '@/shared/format/labels.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { SelectField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { bodyOf, formValues, refusalMessage, useSchemaForm } from '@/shared/ui/FormDialog/schema-form.ts';
import { chooser } from '@/shared/ui/RecordPage/RecordChooser.tsx';
import { RecordPage } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { checkFilters } from '../filters.ts';
import { rulesSchema } from './project-form.ts';
import { RulesActions } from './RulesActions.tsx';

const draftChooser = (mode: ProjectMode) =>
  chooser({
    noun: `${mode.word}项目`,
    operation: pageProjects,
    filters: checkFilters,
    query: { projectType: mode.projectType, status: 0 },
    columns: columnsOf<Project>({
      projectNo: '项目编号',
      projectName: '项目名称',
      status: ['项目状态', projectStatusLabels],
    }),
    open: (project) => ({ id: project.id }),
    name: (project) => project.projectName,
  });

/** {mode}规则设置 (`?id=`): the draft's rules, saved, then the project submitted to its approval flow. */
export function SetRulesPage({ mode: id }: { mode: ModeId }) {
  const mode = modes[id];
  const { id: projectId } = usePageSearch(mode.routes.setRules);
  return (
    <RecordPage id={projectId} chooser={draftChooser(mode)} load={(id) => getProjectQueryOptions({ path: { id } })}>
      {(project) => <RulesForm mode={mode} project={project} />}
    </RecordPage>
  );
}

function RulesForm({ mode, project }: { mode: ProjectMode; project: Project }) {
  const save = useSaveBiddingRules();
  const create = useCreateProject();
  const finish = useFinish();
  const auction = mode.projectType === 3;
  const form = useSchemaForm(rulesSchema, {
    ...formValues(rulesSchema, project.rules),
    quoteMode: project.rules?.quoteMode ?? 1,
    pickRule: project.rules?.pickRule ?? 1,
    showRank: project.rules?.showRank ?? 1,
    showBestPrice: project.rules?.showBestPrice ?? 1,
    secondRound: project.rules?.secondRound ?? 0,
  } as never);
  const [serverError, setServerError] = useState<string | null>(null);
  /** Saves the rules; `submit` then sends the saved project to approval (published at once without a flow). */
  const saveRules = (submit: boolean) =>
    form.handleSubmit(async (rules) => {
      setServerError(null);
      try {
        await save.mutateAsync({ body: { ...rules, projectId: project.id } });
        if (!submit) {
          toast.success(`${mode.word}规则已保存`);
          return;
        }
        const body = {
          ...bodyOf(projectFormSchema, project),
          attachmentIds: project.attachments?.map((file) => file.id),
          submit: 1 as const,
        };
        const submitted = await create.mutateAsync({ body });
        toast.success(submitted.status === 1 ? '项目已提交审批' : '项目已发布');
        await finish({ to: mode.routes.my });
      } catch (error) {
        setServerError(refusalMessage(form, rulesSchema, error));
      }
    });
  const secondRound = Number(form.watch('secondRound')) === 1;
  return (
    <form
      onSubmit={saveRules(false)}
      noValidate
      aria-label={`${mode.word}规则`}
      className="flex flex-col gap-4 rounded bg-white p-5"
    >
      <h3 className="border-l-4 border-brand pl-2 font-medium text-slate-800">
        {project.projectNo} {project.projectName}
      </h3>
      <div className="grid grid-cols-3 gap-x-4">
        <SelectField form={form} name="quoteMode" label="报价方式" required options={optionsOf(quoteModeLabels)} />
        <SelectField
          form={form}
          name="pickRule"
          label="定标规则"
          required
          options={optionsOf(pickRulesOf(mode.projectType))}
        />
        <TextField
          form={form}
          name="startPrice"
          label={`${mode.limitWord}（元）`}
          type="number"
          step="0.01"
          required={auction}
        />
        {auction && <TextField form={form} name="reservePrice" label="保留价（元）" type="number" step="0.01" />}
        <TextField form={form} name="minStep" label="最小幅度（元）" type="number" step="0.01" required />
        <TextField form={form} name="maxStep" label="最大幅度（元）" type="number" step="0.01" />
        <SelectField form={form} name="showRank" label="显示排名" options={optionsOf(flagLabels)} />
        <SelectField form={form} name="showBestPrice" label={`显示${mode.bestWord}`} options={optionsOf(flagLabels)} />
        {!auction && (
          <SelectField form={form} name="secondRound" label="第二轮报价" required options={optionsOf(flagLabels)} />
        )}
        {secondRound && (
          <>
            <TextField form={form} name="secondRoundMinutes" label="第二轮时长（分钟）" type="number" required />
            <TextField form={form} name="secondRoundSupplierCount" label="入围供应商数" type="number" required />
          </>
        )}
      </div>
      <RulesActions
        serverError={serverError}
        submitting={form.formState.isSubmitting}
        onSubmitForApproval={saveRules(true)}
      />
    </form>
  );
}
