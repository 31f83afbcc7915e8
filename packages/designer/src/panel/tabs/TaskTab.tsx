import type Modeling from 'bpmn-js/lib/features/modeling/Modeling';
import { is } from 'bpmn-js/lib/util/ModelUtil';
import { useEffect, useState } from 'react';
import type { UserOption } from '../../api.ts';
import { rootElementsOf } from '../../modeler/rootElements.ts';
import { assigneeExpressionNames } from '../../palette/templates.ts';
import { messages } from '../../validation/messages.ts';
import { CandidatePicker } from '../CandidatePicker.tsx';
import { useDesigner, useService } from '../context.ts';
import { SelectField, TextField } from '../controls.tsx';
import type { TabProps } from './types.ts';

export function TaskTab({ element }: TabProps) {
  if (is(element, 'bpmn:UserTask')) return <UserTaskSettings element={element} />;
  if (is(element, 'bpmn:ScriptTask')) return <ScriptTaskSettings element={element} />;
  if (is(element, 'bpmn:ReceiveTask')) return <ReceiveTaskSettings element={element} />;
  return <p className="zc-empty">该任务类型无需配置</p>;
}

const splitIds = (value: unknown) => (typeof value === 'string' && value ? value.split(',') : []);

function UserTaskSettings({ element }: TabProps) {
  const modeling = useService<Modeling>('modeling');
  const { prefix, api, deptId, notify } = useDesigner();
  const [users, setUsers] = useState<UserOption[]>([]);
  const [assigneeName, setAssigneeName] = useState('');
  useEffect(() => {
    api.listUsers(deptId).then(setUsers, () => setUsers([]));
  }, [api, deptId]);
  const business = element.businessObject;
  const key = (name: string) => `${prefix}:${name}`;
  const update = (properties: Record<string, unknown>) => modeling.updateProperties(element, properties);
  const text = (label: string, name: string) => (
    <TextField
      label={label}
      value={business.get(key(name))}
      onCommit={(value) => update({ [key(name)]: value || undefined })}
    />
  );
  const candidates = splitIds(business.get(key('candidateUsers')));
  const toggleCandidate = (id: string, checked: boolean) => {
    const next = checked ? [...candidates, id] : candidates.filter((candidate) => candidate !== id);
    update({ [key('candidateUsers')]: next.join(',') || undefined });
  };
  const findByAccount = async (account: string) => {
    if (!account) return;
    const [user] = await api.findUserByAccount(account).catch(() => []);
    if (user) {
      setAssigneeName(user.name);
      update({ [key('assignee')]: user.id });
      return;
    }
    // Spec 02 §8: a failed lookup clears the user name and the candidates.
    setAssigneeName('');
    update({ [key('candidateUsers')]: undefined });
    notify(messages.userLookupFailed, 'error');
  };
  // An expression (a template's ${deptHead}) is named for the reader, and offered in the picker as what it stands for.
  const assignee = business.get(key('assignee'));
  const expressionName = assigneeExpressionNames[assignee];
  const shownName = assigneeName || expressionName;
  return (
    <>
      {text('处理人', 'assignee')}
      <SelectField
        label="选择处理人"
        value={assignee}
        options={[
          { value: '', label: '请选择' },
          ...(expressionName ? [{ value: assignee, label: expressionName }] : []),
          ...users.map((user) => ({ value: user.id, label: user.name })),
        ]}
        onChange={(id) => update({ [key('assignee')]: id || undefined })}
      />
      <TextField label="按账号查找处理人" value="" onCommit={findByAccount} />
      {shownName && <p className="zc-hint">处理人：{shownName}</p>}
      <CandidatePicker users={users} chosen={candidates} onToggle={toggleCandidate} />
      {text('候选分组', 'candidateGroups')}
      {text('到期时间', 'dueDate')}
      {text('跟踪时间', 'followUpDate')}
      {text('优先级', 'priority')}
    </>
  );
}

function ScriptTaskSettings({ element }: TabProps) {
  const modeling = useService<Modeling>('modeling');
  const { prefix } = useDesigner();
  const business = element.businessObject;
  const resourceKey = `${prefix}:resource`;
  const [external, setExternal] = useState(business.get(resourceKey) !== undefined);
  const update = (properties: Record<string, unknown>) => modeling.updateProperties(element, properties);
  // Switching the script type drops the other kind's source: a script task runs either one.
  const chooseType = (type: string) => {
    const toExternal = type === 'external';
    setExternal(toExternal);
    update(toExternal ? { script: undefined, [resourceKey]: '' } : { [resourceKey]: undefined });
  };
  return (
    <>
      <TextField label="脚本格式" value={business.scriptFormat} onCommit={(scriptFormat) => update({ scriptFormat })} />
      <SelectField
        label="脚本类型"
        value={external ? 'external' : 'inline'}
        options={[
          { value: 'inline', label: '内联脚本' },
          { value: 'external', label: '外部资源' },
        ]}
        onChange={chooseType}
      />
      {external ? (
        <TextField
          label="资源地址"
          value={business.get(resourceKey)}
          onCommit={(value) => update({ [resourceKey]: value })}
        />
      ) : (
        <TextField
          label="脚本"
          multiline
          value={business.script}
          onCommit={(script) => update({ script: script || undefined })}
        />
      )}
      <TextField
        label="结果变量"
        value={business.get(`${prefix}:resultVariable`)}
        onCommit={(value) => update({ [`${prefix}:resultVariable`]: value || undefined })}
      />
    </>
  );
}

function ReceiveTaskSettings({ element }: TabProps) {
  const modeling = useService<Modeling>('modeling');
  const { modeler } = useDesigner();
  const messagesOfDiagram = rootElementsOf(modeler, 'bpmn:Message');
  return (
    <SelectField
      label="消息实例"
      value={element.businessObject.messageRef?.id ?? ''}
      options={[
        { value: '', label: '无' },
        ...messagesOfDiagram.map((message) => ({ value: message.id, label: message.name ?? message.id })),
      ]}
      onChange={(id) =>
        modeling.updateProperties(element, { messageRef: messagesOfDiagram.find((message) => message.id === id) })
      }
    />
  );
}
