import { useNavigate } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { useDeleteProcessDeployment, useSuspendOrActivateProcessDefinition } from '@zc/sdk/react';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';

type Definition = components['schemas']['ProcessDefinition'];

const ignore = () => undefined;

/**
 * The designer opened on a deployed flow (deploying from it makes the next version), or on an empty one for a
 * department. In this window: the mock backend of a demo keeps one browser's data, and two windows would each keep
 * their own.
 */
export function useOpenInDesigner() {
  const navigate = useNavigate();
  return (search: { deptId?: string; deploymentId?: string }) =>
    navigate({ to: '/activiti', search: { type: '0', ...search } });
}

/** A definition's 流程图, 编辑 (in the designer), 挂起 or 激活, 历史版本 and 删除; suspending, activating and deleting ask first. */
export function DefinitionActions({
  definition,
  onDiagram,
  onVersions,
}: {
  definition: Definition;
  onDiagram: (definition: Definition) => void;
  onVersions?: (definition: Definition) => void;
}) {
  const suspend = useSuspendOrActivateProcessDefinition();
  const remove = useDeleteProcessDeployment();
  const openInDesigner = useOpenInDesigner();
  const name = `${definition.name}（V${definition.version}）`;
  const setState = async (suspendState: 1 | 2) => {
    const verb = suspendState === 2 ? '挂起' : '激活';
    const effect = suspendState === 2 ? '挂起后不能再发起新的审批，进行中的审批不受影响。' : '激活后可再发起审批。';
    if (
      !(await confirm({
        title: `${verb}流程定义`,
        message: `确定${verb}流程定义“${name}”吗？${effect}`,
        confirmText: verb,
      }))
    )
      return;
    // A refusal is shown by the SDK as the platform's message.
    await suspend
      .mutateAsync({ body: { id: definition.id, suspendState } })
      .then(() => toast.success(`已${verb}`), ignore);
  };
  return (
    <RowActions
      inline={3}
      actions={[
        { label: '流程图', onClick: () => onDiagram(definition) },
        {
          label: '编辑',
          onClick: () => openInDesigner({ deptId: definition.deptId, deploymentId: definition.deploymentId }),
        },
        { label: '挂起', onClick: () => setState(2), hidden: definition.suspendState === 2 },
        { label: '激活', onClick: () => setState(1), hidden: definition.suspendState === 1 },
        { label: '历史版本', onClick: () => onVersions?.(definition), hidden: !onVersions },
        {
          label: '删除',
          danger: true,
          onClick: async () => {
            const message = `确定删除流程“${name}”的部署吗？删除后不可恢复，有进行中审批的流程不能删除。`;
            if (!(await confirm({ title: '删除流程部署', message, confirmText: '删除', danger: true }))) return;
            await remove
              .mutateAsync({ path: { deploymentId: definition.deploymentId } })
              .then(() => toast.success('已删除'), ignore);
          },
        },
      ]}
    />
  );
}
