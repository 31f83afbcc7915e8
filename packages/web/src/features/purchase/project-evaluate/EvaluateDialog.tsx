import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { queryProjectEvaluateDetailQueryOptions, useSaveProjectEvaluate } from '@zc/sdk/react';
import { projectEvaluateFormSchema } from '@zc/sdk/schemas';
import { ProjectEvaluationDetails } from '@/features/evaluation/ProjectEvaluationDetails.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { SelectField, TextAreaField } from '@/shared/ui/FormDialog/fields.tsx';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';

type Project = components['schemas']['Project'];

const shape = projectEvaluateFormSchema.shape;
const evaluateSchema = projectEvaluateFormSchema.pick({ content: true }).extend({
  score: chosen(shape.score),
  qualityScore: chosen(shape.qualityScore),
  serviceScore: chosen(shape.serviceScore),
  deliveryScore: chosen(shape.deliveryScore),
});
const starOptions = [5, 4, 3, 2, 1].map((score) => ({ value: String(score), label: `${score} 星` }));

/** 评价 of a decided project: its evaluation once given, else the form rating its winning supplier. */
export function EvaluateDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  // No evaluation yet is an answer (null), not a missing record: wrapped so that QueryState shows the form.
  const query = useQuery({
    ...queryProjectEvaluateDetailQueryOptions({ query: { projectId: project.id } }),
    select: (evaluation) => ({ evaluation }),
  });
  return (
    <QueryState query={query}>
      {({ evaluation }) =>
        evaluation ? (
          <Dialog open onOpenChange={(open) => !open && onClose()} title={`项目评价：${project.projectName}`}>
            <ProjectEvaluationDetails evaluation={evaluation} />
          </Dialog>
        ) : (
          <EvaluateForm project={project} onClose={onClose} />
        )
      }
    </QueryState>
  );
}

function EvaluateForm({ project, onClose }: { project: Project; onClose: () => void }) {
  const save = useSaveProjectEvaluate();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`评价中标供应商：${project.projectName}`}
      schema={evaluateSchema}
      defaultValues={{ score: '5', qualityScore: '5', serviceScore: '5', deliveryScore: '5', content: '' } as never}
      submitText="提交评价"
      onSubmit={async (values) => {
        await save.mutateAsync({ body: { ...values, projectId: project.id } });
        toast.success('评价已提交，供应商可查看');
        onClose();
      }}
    >
      {(form) => (
        <>
          <div className="grid grid-cols-2 gap-x-4">
            <SelectField form={form} name="score" label="综合评分" required options={starOptions} />
            <SelectField form={form} name="qualityScore" label="质量" options={starOptions} />
            <SelectField form={form} name="serviceScore" label="服务" options={starOptions} />
            <SelectField form={form} name="deliveryScore" label="交付" options={starOptions} />
          </div>
          <TextAreaField form={form} name="content" label="评价内容" />
        </>
      )}
    </FormDialog>
  );
}
