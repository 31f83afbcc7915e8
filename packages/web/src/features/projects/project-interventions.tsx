// The interventions on a project as its phase allows them, the administrator's and its project manager's: 取消 and
// 流标, each with a reason that the project keeps and its suppliers read.
import { cancelProject } from '@zc/sdk';
import { useCancelProject, useInvalidBidProject } from '@zc/sdk/react';
import { projectCancelRequestSchema } from '@zc/sdk/schemas';
import { useState } from 'react';
import type { Project } from '@/features/projects/modes.ts';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import type { RowAction } from '@/shared/ui/controls/RowActions.tsx';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextAreaField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';

type Kind = 'cancel' | 'invalid';

/** A project may be cancelled until it is decided or closed, and declared an invalid bid once registration closed. */
const allowed: Record<Kind, (status: number) => boolean> = {
  cancel: (status) => status < 9,
  invalid: (status) => status >= 4 && status <= 8,
};

const texts = {
  cancel: { action: '取消', title: '取消项目', label: '取消原因', done: '项目已取消', effect: '项目将终止' },
  invalid: { action: '流标', title: '项目流标', label: '流标原因', done: '项目已流标', effect: '项目将不再定标' },
};

/** The interventions a project's phase allows, and the dialog of the one chosen. */
export function useProjectInterventions() {
  const [open, setOpen] = useState<{ kind: Kind; project: Project }>();
  const mayIntervene = useMayCall(cancelProject);
  const actionsOf = (project: Project): RowAction[] =>
    (['cancel', 'invalid'] as const).map((kind) => ({
      label: texts[kind].action,
      danger: true,
      onClick: () => setOpen({ kind, project }),
      hidden: !mayIntervene || !allowed[kind](project.status),
    }));
  const dialogs = open && <ReasonDialog {...open} onClose={() => setOpen(undefined)} />;
  return { actionsOf, dialogs };
}

function ReasonDialog({ kind, project, onClose }: { kind: Kind; project: Project; onClose: () => void }) {
  const cancel = useCancelProject();
  const invalid = useInvalidBidProject();
  const text = texts[kind];
  return (
    <FormDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={`${text.title}：${project.projectName}`}
      schema={projectCancelRequestSchema}
      width="w-[520px]"
      defaultValues={{ reason: '' }}
      onSubmit={async (body) => {
        await (kind === 'cancel' ? cancel : invalid).mutateAsync({ path: { id: project.id }, body });
        toast.success(text.done);
      }}
    >
      {(form) => (
        <>
          <p className="text-sm text-amber-700">{text.effect}，报名的供应商可见原因；此操作不能撤销。</p>
          <TextAreaField form={form} name="reason" label={text.label} required hint="最多 500 个字符" />
        </>
      )}
    </FormDialog>
  );
}
