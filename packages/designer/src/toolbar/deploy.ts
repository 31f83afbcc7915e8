import type Modeler from 'bpmn-js/lib/Modeler';
import type { Confirm, DesignerApi, Notify } from '../api.ts';
import { messages } from '../validation/messages.ts';
import { processName } from './files.ts';

interface DeployOptions {
  modeler: Modeler;
  api: DesignerApi;
  deptId: string;
  notify: Notify;
  confirm: Confirm;
}

/** Spec 02 §7: list the department's deployments, confirm when there are any, then upload the XML. */
export async function deployDiagram({ modeler, api, deptId, notify, confirm }: DeployOptions): Promise<boolean> {
  try {
    const deployments = await api.listDeployments(deptId);
    if (deployments.length > 0) {
      const rows = deployments.map((row) => `${row.name}  ${row.deploymentTime}`);
      if (!(await confirm(messages.deployConfirm, rows))) return false;
    }
    const name = processName(modeler);
    const { xml = '' } = await modeler.saveXML({ format: true });
    const file = new File([xml], `${name}.bpmn`, { type: 'text/xml' });
    await api.deploy({ file, deptId, processName: name });
    notify(messages.deploySucceeded, 'success');
    return true;
  } catch (error) {
    console.error(error);
    notify(messages.deployFailed, 'error');
    return false;
  }
}
