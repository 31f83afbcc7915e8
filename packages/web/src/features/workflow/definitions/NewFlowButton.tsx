import { deployProcess } from '@zc/sdk';
import { useState } from 'react';
import { IfAllowed } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { TreeSelect } from '@/shared/ui/controls/TreeSelect.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { Field } from '@/shared/ui/Field.tsx';
import { useDepartmentChildren } from '../shared/departments.ts';
import { useOpenInDesigner } from './DefinitionActions.tsx';

/** 绘制审批流: a flow is drawn for a department (spec 02: "reached by department"), chosen before the designer opens. */
export function NewFlowButton() {
  const [choosing, setChoosing] = useState(false);
  const [deptId, setDeptId] = useState('');
  const [missing, setMissing] = useState(false);
  const loadChildren = useDepartmentChildren();
  const openInDesigner = useOpenInDesigner();
  const open = () => {
    if (!deptId) return setMissing(true);
    setChoosing(false);
    openInDesigner({ deptId });
  };
  const footer = (
    <>
      <Button onClick={() => setChoosing(false)}>取消</Button>
      <Button variant="primary" onClick={open}>
        打开设计器
      </Button>
    </>
  );
  return (
    <IfAllowed call={deployProcess}>
      <Button variant="primary" onClick={() => setChoosing(true)}>
        绘制审批流
      </Button>
      <Dialog open={choosing} onOpenChange={setChoosing} title="绘制审批流" footer={footer}>
        <Field label="所属部门" required error={missing ? '请选择所属部门' : undefined}>
          {(control) => (
            <TreeSelect
              {...control}
              value={deptId}
              onChange={(id) => {
                setDeptId(id);
                setMissing(false);
              }}
              loadChildren={loadChildren}
              placeholder="请选择部门"
            />
          )}
        </Field>
      </Dialog>
    </IfAllowed>
  );
}
