import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { processDefinitionSuspendStateLabels } from '@zc/sdk/labels';
import { getProcessDefinitionXmlQueryOptions, pageProcessDefinitionsQueryOptions } from '@zc/sdk/react';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { TableSection } from '@/shared/ui/TableSection.tsx';
import { FlowDiagram } from '../shared/FlowDiagram.tsx';
import { DefinitionActions } from './DefinitionActions.tsx';

type Definition = components['schemas']['ProcessDefinition'];

/** The flow of a deployment as drawn in the designer. */
export function DefinitionDiagramDialog({ definition, onClose }: { definition: Definition; onClose: () => void }) {
  const xml = useQuery(getProcessDefinitionXmlQueryOptions({ query: { deploymentId: definition.deploymentId } }));
  const title = `${definition.name}（V${definition.version}）`;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`流程图：${title}`} width="w-[960px]">
      <QueryState query={xml}>{(data) => <FlowDiagram xml={data.xml} label={`${title}流程图`} />}</QueryState>
    </Dialog>
  );
}

/** Every deployed version of a flow (its key), newest first, each with its own actions. */
export function VersionsDialog({
  definition,
  onDiagram,
  onClose,
}: {
  definition: Definition;
  onDiagram: (definition: Definition) => void;
  onClose: () => void;
}) {
  const versions = useQuery(
    pageProcessDefinitionsQueryOptions({ query: { key: definition.key, allVersions: 1, page: 1, limit: 100 } }),
  );
  const columns = columnsOf<Definition>({
    version: { header: '版本', cell: (row) => `V${row.version}` },
    name: '流程名称',
    deploymentTime: ['部署时间', 'dateTime'],
    suspendState: ['状态', processDefinitionSuspendStateLabels],
    actions: { header: '操作', cell: (row) => <DefinitionActions definition={row} onDiagram={onDiagram} /> },
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`历史版本：${definition.key}`} width="w-[900px]">
      <QueryState query={versions}>
        {(page) => (
          <TableSection
            label="版本列表"
            columns={columns}
            records={page.records.filter((row) => row.key === definition.key)}
          />
        )}
      </QueryState>
    </Dialog>
  );
}
