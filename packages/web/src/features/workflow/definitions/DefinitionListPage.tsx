import { type components, pageProcessDefinitions } from '@zc/sdk';
import { processDefinitionSuspendStateLabels } from '@zc/sdk/labels';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { useUnitLabels } from '../shared/departments.ts';
import { DefinitionActions } from './DefinitionActions.tsx';
import { DefinitionDiagramDialog, VersionsDialog } from './DefinitionDialogs.tsx';
import { definitionFilters } from './filters.ts';
import { NewFlowButton } from './NewFlowButton.tsx';

type Definition = components['schemas']['ProcessDefinition'];

/** 流程定义: the approval flows deployed per department (latest versions), drawn, versioned, suspended or deleted. */
export function DefinitionListPage() {
  const list = useList(pageProcessDefinitions, definitionFilters, { labels: { deptId: useUnitLabels() } });
  const [diagram, setDiagram] = useState<Definition>();
  const [versions, setVersions] = useState<Definition>();
  const columns = columnsOf<Definition>({
    name: '流程名称',
    key: '流程标识',
    version: { header: '版本', cell: (row) => `V${row.version}` },
    deptName: '所属部门',
    suspendState: ['状态', processDefinitionSuspendStateLabels],
    deploymentTime: ['部署时间', 'dateTime'],
    actions: {
      header: '操作',
      cell: (row) => <DefinitionActions definition={row} onDiagram={setDiagram} onVersions={setVersions} />,
    },
  });
  return (
    <>
      <ListPage label="流程定义列表" list={list} columns={columns} toolbar={<NewFlowButton />} />
      {versions && (
        <VersionsDialog definition={versions} onDiagram={setDiagram} onClose={() => setVersions(undefined)} />
      )}
      {diagram && <DefinitionDiagramDialog definition={diagram} onClose={() => setDiagram(undefined)} />}
    </>
  );
}
