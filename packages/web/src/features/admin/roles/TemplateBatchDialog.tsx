import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { roleTypeLabels } from '@zc/sdk/labels';
import { listRoleTemplatesQueryOptions, useBatchCreateRolesFromTemplates } from '@zc/sdk/react';
import { useEffect, useState } from 'react';
import { type CheckNode, CheckTree } from '@/features/admin/resources/CheckTree.tsx';
import { type BatchOutcome, BatchReport } from '@/shared/ui/BatchReport/BatchReport.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { errorMessage } from '@/shared/ui/error-message.ts';
import { useOrgChildren } from './org-tree.ts';

type RoleType = components['schemas']['RoleType'];

/**
 * 按模板创建角色: each organisation ticked gets a role from each template ticked, with the template's grant; an
 * organisation that already has one keeps its own, and the report says so.
 */
export function TemplateBatchDialog({ roleType, onClose }: { roleType?: RoleType; onClose: () => void }) {
  const templates = useQuery(listRoleTemplatesQueryOptions({ query: { roleType } }));
  const loadOrgs = useOrgChildren();
  const [tops, setTops] = useState<CheckNode[]>();
  const [templateIds, setTemplateIds] = useState<Set<string>>(new Set());
  const [orgIds, setOrgIds] = useState<Set<string>>(new Set());
  const [refusal, setRefusal] = useState<string>();
  const [outcome, setOutcome] = useState<BatchOutcome>();
  const create = useBatchCreateRolesFromTemplates();
  useEffect(() => {
    loadOrgs().then(setTops, (error: unknown) => setRefusal(errorMessage(error)));
  }, [loadOrgs]);

  const submit = async () => {
    setRefusal(undefined);
    try {
      const { created, skipped } = await create.mutateAsync({
        body: { templateIds: [...templateIds], orgIds: [...orgIds] },
      });
      setOutcome({
        done: `已创建 ${created.length} 个角色`,
        failed: skipped.map((skip) => `${skip.orgName}“${skip.roleName}”：${skip.reason}`),
      });
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };
  if (outcome) return <BatchReport title="按模板创建结果" outcome={outcome} onClose={onClose} />;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="按模板批量创建角色"
      width="w-[760px]"
      footer={
        <>
          {refusal && (
            <span role="alert" className="mr-auto text-sm text-red-600">
              {refusal}
            </span>
          )}
          <Button onClick={onClose}>取消</Button>
          <Button
            variant="primary"
            disabled={templateIds.size === 0 || orgIds.size === 0}
            loading={create.isPending}
            onClick={submit}
          >
            创建
          </Button>
        </>
      }
    >
      <div className="grid grid-cols-2 gap-4">
        <fieldset aria-label="角色模板" className="flex flex-col gap-1.5 text-sm">
          <legend className="mb-1 font-medium text-slate-700">角色模板</legend>
          {templates.data?.length === 0 && <p className="text-slate-500">暂无模板</p>}
          {templates.data?.map((template) => (
            <label key={template.id} className="flex items-center gap-1.5">
              <input
                type="checkbox"
                className="accent-brand"
                checked={templateIds.has(template.id)}
                onChange={(event) => {
                  const next = new Set(templateIds);
                  event.target.checked ? next.add(template.id) : next.delete(template.id);
                  setTemplateIds(next);
                }}
              />
              {template.roleName}
              <span className="text-xs text-slate-500">{roleTypeLabels[template.roleType]}</span>
            </label>
          ))}
        </fieldset>
        <div className="flex flex-col gap-1.5 text-sm">
          <span className="font-medium text-slate-700">组织（已选 {orgIds.size} 个）</span>
          <div className="max-h-80 overflow-auto rounded border border-slate-200">
            {tops ? (
              <CheckTree label="组织" nodes={tops} checked={orgIds} onChange={setOrgIds} loadChildren={loadOrgs} />
            ) : (
              <p className="p-2 text-xs text-slate-500">加载中</p>
            )}
          </div>
        </div>
      </div>
    </Dialog>
  );
}
