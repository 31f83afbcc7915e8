import type { Confirm, DesignerApi } from '@zc/designer';
import {
  deployProcess,
  listDeployments,
  listUsersByDeploymentId,
  pageWorkflowUsers,
  queryUsersByAccount,
} from '@zc/sdk';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';

/** The designer's calls of spec 02 §7, made with the SDK's generated operations. */
export const designerApi: DesignerApi = {
  listDeployments: (deptId) => listDeployments({ query: { deptId } }),
  async deploy({ file, deptId, processName }) {
    await deployProcess({ query: { deptId, processName }, body: { file } });
  },
  async listUsers(deptId) {
    const deployments = deptId ? await listDeployments({ query: { deptId } }) : [];
    const [newest] = deployments.toSorted((a, b) => b.deploymentTime.localeCompare(a.deploymentTime));
    if (newest) return listUsersByDeploymentId({ query: { deploymentId: newest.id } });
    // Inferred: before its first deployment a department offers the workflow service's users of the department.
    return (await pageWorkflowUsers({ query: { orgId: deptId || undefined, limit: 500 } })).records;
  },
  findUserByAccount: (account) => queryUsersByAccount({ query: { Account: account } }),
};

/** A question with details (the deployments already there) is the dialog's title, the details its lines. */
export const askHost: Confirm = (message, details = []) =>
  details.length === 0
    ? confirm({ message })
    : confirm({ title: message, message: <span className="whitespace-pre-line">{details.join('\n')}</span> });
