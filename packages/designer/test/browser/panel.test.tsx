import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type Canvas from 'diagram-js/lib/core/Canvas';
import type EventBus from 'diagram-js/lib/core/EventBus';
import { describe, expect, it, vi } from 'vitest';
import { choose, click, dialog, fakeApi, fill, mountDesigner, openTab, panel, withoutLabels } from './harness.tsx';

const region = (name: string) => screen.getByRole('region', { name });
const selectedTab = () => within(panel()).getByRole('tab', { selected: true }).textContent;
const tabNames = () =>
  within(panel())
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
const alerts = (scope: HTMLElement) =>
  within(scope)
    .queryAllByRole('alert')
    .map((alert) => alert.textContent);
const squash = (xml: string) => xml.replace(/\s+</g, '<');

/** Runs an edit, checks the XML it wrote, undoes it and checks the XML is back as it was. */
async function expectUndoable(
  designer: Awaited<ReturnType<typeof mountDesigner>>,
  edit: () => void | Promise<void>,
  written: (string | RegExp)[],
  undoSteps = 1,
) {
  const before = await designer.xml();
  await edit();
  const after = squash(await designer.xml());
  for (const fragment of written) {
    if (typeof fragment === 'string') expect(after).toContain(fragment);
    else expect(after).toMatch(fragment);
  }
  for (let step = 0; step < undoSteps; step++) designer.undo();
  expect(withoutLabels(await designer.xml())).toBe(withoutLabels(before));
}

describe('the panel', () => {
  it('inspects the process when nothing is selected, and opens on base info for each new selection', async () => {
    const designer = await mountDesigner();
    expect((within(panel()).getByLabelText('编号') as HTMLInputElement).value).toBe('Process_1');
    expect(tabNames()).toEqual(['基本信息', '其他配置', '监听器', '信号与消息', '扩展属性']);
    designer.select('Approve');
    openTab('表单');
    expect(selectedTab()).toBe('表单');
    designer.select('Start');
    expect(selectedTab()).toBe('基本信息');
  });

  it('offers the form only on user tasks and start events, the condition only off a start event', async () => {
    const designer = await mountDesigner();
    designer.select('Service');
    expect(tabNames()).not.toContain('表单');
    designer.select('FlowStart');
    expect(tabNames()).not.toContain('流转条件');
    designer.select('FlowAgree');
    expect(tabNames()).toContain('流转条件');
  });

  it('collapses and expands', async () => {
    await mountDesigner();
    fireEvent.click(within(panel()).getByTitle('收起属性面板'));
    expect(within(panel()).queryByRole('tablist')).toBeNull();
    fireEvent.click(within(panel()).getByTitle('展开属性面板'));
    expect(within(panel()).getByRole('tablist')).toBeTruthy();
  });
});

describe('base info', () => {
  it('renames an element', async () => {
    const designer = await mountDesigner();
    designer.select('Approve');
    await expectUndoable(designer, () => fill('名称', '经理审批', panel()), [
      '<bpmn:userTask id="Approve" name="经理审批"',
    ]);
  });

  it('offers the opinion on flows leaving an exclusive gateway', async () => {
    const designer = await mountDesigner();
    designer.select('FlowReject');
    await expectUndoable(designer, () => choose('审批意见', 'reject', panel()), [
      '<bpmn:sequenceFlow id="FlowReject" name="reject"',
      '${approval != 0}',
    ]);
  });

  it('writes the version tag and executable flag of the process', async () => {
    const designer = await mountDesigner();
    await expectUndoable(
      designer,
      () => {
        fill('版本标签', 'v3', panel());
        fireEvent.click(within(panel()).getByLabelText('可执行'));
      },
      ['camunda:versionTag="v3"', 'isExecutable="false"'],
      2,
    );
  });
});

it('other config writes documentation and asynchronous continuation', async () => {
  const designer = await mountDesigner();
  designer.select('Service');
  openTab('其他配置');
  await expectUndoable(
    designer,
    () => {
      fill('元素文档', '发送通知', panel());
      fireEvent.click(within(panel()).getByLabelText('异步前'));
    },
    ['<bpmn:documentation>发送通知</bpmn:documentation>', 'camunda:asyncBefore="true"'],
    2,
  );
});

describe('listeners', () => {
  it('validates and adds an execution listener with an injected field', async () => {
    const designer = await mountDesigner();
    designer.select('Service');
    openTab('监听器');
    const before = await designer.xml();
    click('添加', region('执行监听器'));
    const form = dialog('执行监听器');
    click('确定', form);
    expect(alerts(form)).toEqual(['请选择事件类型', '请选择监听器类型']);
    choose('事件类型', 'start', form);
    choose('监听器类型', 'classListener', form);
    click('确定', form);
    expect(alerts(form)).toEqual(['请填写Java类']);
    expect(await designer.xml()).toBe(before);
    fill('Java 类', 'com.zc.Audit', form);
    click('添加', within(form).getByRole('region', { name: '注入字段' }));
    const field = dialog('注入字段');
    click('确定', field);
    expect(alerts(field)).toEqual(['请填写字段名称', '请选择字段类型']);
    fill('字段名称', 'level', field);
    choose('字段类型', 'string', field);
    click('确定', field);
    expect(alerts(field)).toEqual(['请填写字段值']);
    choose('字段类型', 'expression', field);
    click('确定', field);
    expect(alerts(field)).toEqual(['请填写表达式']);
    fill('表达式', '${level}', field);
    click('确定', field);
    await expectUndoable(designer, () => void click('确定', form), [
      '<camunda:executionListener event="start" class="com.zc.Audit"><camunda:field name="level"><camunda:expression>${level}</camunda:expression></camunda:field></camunda:executionListener>',
    ]);
  });

  it('validates script and timeout task listeners', async () => {
    const designer = await mountDesigner();
    designer.select('Approve');
    openTab('监听器');
    click('添加', region('任务监听器'));
    const form = dialog('任务监听器');
    choose('事件类型', 'timeout', form);
    choose('监听器类型', 'scriptListener', form);
    choose('定时器类型', 'duration', form);
    click('确定', form);
    expect(alerts(form)).toEqual(['请填写监听器ID', '请填写脚本格式', '请选择脚本类型', '请填写定时器配置']);
    fill('监听器ID', 'remind', form);
    fill('脚本格式', 'groovy', form);
    choose('脚本类型', 'inlineScript', form);
    click('确定', form);
    expect(alerts(form)).toEqual(['请填写脚本内容', '请填写定时器配置']);
    choose('脚本类型', 'externalScript', form);
    click('确定', form);
    expect(alerts(form)).toEqual(['请填写资源地址', '请填写定时器配置']);
    fill('资源地址', 'classpath://remind.groovy', form);
    fill('定时器', 'PT2H', form);
    await expectUndoable(designer, () => void click('确定', form), [
      '<camunda:taskListener event="timeout" id="remind"><camunda:script scriptFormat="groovy" resource="classpath://remind.groovy" /><bpmn:timerEventDefinition><bpmn:timeDuration xsi:type="bpmn:tFormalExpression">PT2H</bpmn:timeDuration></bpmn:timerEventDefinition></camunda:taskListener>',
    ]);
  });

  it('asks before removing a listener', async () => {
    const designer = await mountDesigner();
    act(() => designer.modeling.updateProperties(designer.element('EndAgree'), { name: 'agree' }));
    designer.select('EndAgree');
    openTab('监听器');
    designer.confirm.mockResolvedValueOnce(false);
    click('移除', region('执行监听器'));
    await waitFor(() => expect(designer.confirm).toHaveBeenCalledWith('确认移除该监听器吗？'));
    expect(await designer.xml()).toContain('EndStateListener');
    click('移除', region('执行监听器'));
    await waitFor(async () => expect(await designer.xml()).not.toContain('EndStateListener'));
  });

  it('edits a listener in a drawer along the right edge, its injected fields in a dialog over it', async () => {
    const designer = await mountDesigner();
    designer.select('Service');
    openTab('监听器');
    click('添加', region('执行监听器'));
    const drawer = dialog('执行监听器');
    const edge = drawer.getBoundingClientRect();
    expect([edge.top, edge.right, edge.bottom]).toEqual([0, window.innerWidth, window.innerHeight]);
    expect(edge.width).toBeLessThan(window.innerWidth / 2);
    // Nothing of the canvas shows through it, not even the minimap's toggle.
    const toggle = designer.get<Canvas>('canvas').getContainer().querySelector('.djs-minimap .toggle');
    const under = toggle?.getBoundingClientRect() ?? new DOMRect();
    expect(under.right).toBeGreaterThan(edge.left);
    expect(drawer.contains(document.elementFromPoint(under.right - 2, under.top + under.height / 2))).toBe(true);
    click('添加', within(drawer).getByRole('region', { name: '注入字段' }));
    const field = dialog('注入字段').getBoundingClientRect();
    expect(field.left + field.width / 2).toBeCloseTo(window.innerWidth / 2, 0);
    expect(field.top).toBeGreaterThan(0);
  });

  it.each([
    ['expressionListener', '表达式', '请填写表达式', '${audit.log(execution)}', 'expression'],
    ['delegateExpressionListener', '代理表达式', '请填写代理表达式', '${auditListener}', 'delegateExpression'],
  ])('requires and writes the %s of an execution listener', async (type, label, required, value, attribute) => {
    const designer = await mountDesigner();
    designer.select('Service');
    openTab('监听器');
    click('添加', region('执行监听器'));
    const form = dialog('执行监听器');
    choose('事件类型', 'end', form);
    choose('监听器类型', type, form);
    click('确定', form);
    expect(alerts(form)).toEqual([required]);
    fill(label, value, form);
    await expectUndoable(designer, () => void click('确定', form), [
      `<camunda:executionListener event="end" ${attribute}="${value}" />`,
    ]);
  });

  it('writes an inline script execution listener', async () => {
    const designer = await mountDesigner();
    designer.select('Service');
    openTab('监听器');
    click('添加', region('执行监听器'));
    const form = dialog('执行监听器');
    choose('事件类型', 'start', form);
    choose('监听器类型', 'scriptListener', form);
    fill('脚本格式', 'groovy', form);
    choose('脚本类型', 'inlineScript', form);
    fill('脚本内容', 'audited = true', form);
    await expectUndoable(designer, () => void click('确定', form), [
      '<camunda:executionListener event="start"><camunda:script scriptFormat="groovy">audited = true</camunda:script></camunda:executionListener>',
    ]);
  });

  it.each([
    ['date', 'timeDate', '2026-12-01T09:00:00'],
    ['cycle', 'timeCycle', 'R3/PT1H'],
  ])('writes a timeout task listener with a %s timer', async (timer, element, value) => {
    const designer = await mountDesigner();
    designer.select('Approve');
    openTab('监听器');
    click('添加', region('任务监听器'));
    const form = dialog('任务监听器');
    choose('事件类型', 'timeout', form);
    fill('监听器ID', 'remind', form);
    choose('监听器类型', 'classListener', form);
    fill('Java 类', 'com.zc.Remind', form);
    choose('定时器类型', timer, form);
    fill('定时器', value, form);
    await expectUndoable(designer, () => void click('确定', form), [
      `<camunda:taskListener event="timeout" id="remind" class="com.zc.Remind"><bpmn:timerEventDefinition><bpmn:${element} xsi:type="bpmn:tFormalExpression">${value}</bpmn:${element}></bpmn:timerEventDefinition></camunda:taskListener>`,
    ]);
  });

  it('edits a listener by index: a new type leaves nothing stale, and removing a field asks first', async () => {
    const designer = await mountDesigner();
    act(() => designer.modeling.updateProperties(designer.element('EndAgree'), { name: 'agree' }));
    designer.select('EndAgree');
    openTab('监听器');
    const before = await designer.xml();
    click('编辑', region('执行监听器'));
    const form = dialog('执行监听器');
    expect((within(form).getByLabelText('Java 类') as HTMLInputElement).value).toBe(
      'com.zc.workflow.listener.EndStateListener',
    );
    const fields = within(form).getByRole('region', { name: '注入字段' });
    expect(within(fields).getAllByRole('row')).toHaveLength(2);
    designer.confirm.mockResolvedValueOnce(false);
    click('移除', fields);
    await waitFor(() => expect(designer.confirm).toHaveBeenCalledWith('确认移除该字段吗？'));
    expect(within(fields).getAllByRole('row')).toHaveLength(2);
    click('移除', fields);
    await waitFor(() => expect(within(fields).getAllByRole('row')).toHaveLength(1));
    choose('监听器类型', 'expressionListener', form);
    fill('表达式', '${stateService.end(execution)}', form);
    // Nothing is written before the drawer is saved.
    expect(await designer.xml()).toBe(before);
    click('确定', form);
    const saved = squash(await designer.xml());
    expect(saved).toContain('<camunda:executionListener event="end" expression="${stateService.end(execution)}" />');
    expect(saved).not.toContain('EndStateListener');
    expect(saved).not.toContain('camunda:field');
    designer.undo();
    expect(withoutLabels(await designer.xml())).toBe(withoutLabels(before));
  });
});

describe('task', () => {
  it('assigns a user task with the approver picker fed by the department’s user list', async () => {
    const designer = await mountDesigner({ deptId: 'D7' });
    designer.select('Approve');
    openTab('任务');
    const zhang = await within(panel()).findByLabelText('张三（zhangsan）');
    expect(designer.api.listUsers).toHaveBeenCalledWith('D7');
    await expectUndoable(
      designer,
      () => {
        fireEvent.click(zhang);
        fireEvent.click(within(panel()).getByLabelText('李四（lisi）'));
        choose('选择处理人', 'u2', panel());
        fill('候选分组', 'finance', panel());
        fill('到期时间', '${due}', panel());
        fill('跟踪时间', '${followUp}', panel());
        fill('优先级', '80', panel());
      },
      [
        'camunda:candidateUsers="u1,u2"',
        'camunda:assignee="u2"',
        'camunda:candidateGroups="finance"',
        'camunda:dueDate="${due}"',
        'camunda:followUpDate="${followUp}"',
        'camunda:priority="80"',
      ],
      7,
    );
  });

  it('lists the candidates under their organisations, narrowed by a search that keeps what was chosen', async () => {
    const people = [
      { id: 'u1', name: '张三', account: 'zhangsan', orgName: '财务处' },
      { id: 'u2', name: '李四', account: 'lisi', orgName: '办公室' },
      { id: 'u3', name: '王五', account: 'wangwu', orgName: '财务处' },
      { id: 'u4', name: '赵六', account: 'zhaoliu' },
    ];
    const designer = await mountDesigner({ api: fakeApi({ listUsers: vi.fn(async () => people) }) });
    designer.select('Approve');
    openTab('任务');
    const finance = await within(panel()).findByRole('group', { name: '财务处' });
    expect(
      within(finance)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['张三（zhangsan）', '王五（wangwu）']);
    expect(within(panel()).getByRole('group', { name: '其他' }).textContent).toContain('赵六（zhaoliu）');
    fireEvent.click(within(finance).getByLabelText('王五（wangwu）'));
    const search = within(panel()).getByRole('searchbox', { name: '搜索候选人员' });
    fireEvent.change(search, { target: { value: 'lisi' } });
    expect(within(panel()).queryByRole('group', { name: '财务处' })).toBeNull();
    fireEvent.click(within(panel()).getByLabelText('李四（lisi）'));
    expect(within(panel()).getByRole('group', { name: '候选人员（已选 2 人）' })).toBeTruthy();
    fireEvent.change(search, { target: { value: '孙' } });
    expect(within(panel()).getByText('没有匹配“孙”的人员')).toBeTruthy();
    expect(await designer.xml()).toContain('camunda:candidateUsers="u3,u2"');
  });

  it('names a template’s assignee expression for the reader: ${deptHead} is 部门负责人', async () => {
    const designer = await mountDesigner();
    designer.select('Approve');
    openTab('任务');
    fill('处理人', '${deptHead}', panel());
    expect(await within(panel()).findByText('处理人：部门负责人')).toBeTruthy();
    const picker = within(panel()).getByLabelText('选择处理人') as HTMLSelectElement;
    expect(picker.selectedOptions[0]?.textContent).toBe('部门负责人');
  });

  it('looks approvers up by account, and says so when nobody has it', async () => {
    const designer = await mountDesigner();
    designer.select('Approve');
    openTab('任务');
    fireEvent.click(await within(panel()).findByLabelText('张三（zhangsan）'));
    fill('按账号查找处理人', 'lisi', panel());
    await within(panel()).findByText('处理人：李四');
    expect(squash(await designer.xml())).toContain('camunda:assignee="u2"');
    fill('按账号查找处理人', 'nobody', panel());
    await waitFor(() => expect(designer.notify).toHaveBeenCalledWith('人员查询失败！', 'error'));
    expect(within(panel()).queryByText('处理人：李四')).toBeNull();
    expect(await designer.xml()).not.toContain('candidateUsers');
  });

  it('writes a script task inline or from a resource', async () => {
    const designer = await mountDesigner();
    designer.select('Script');
    openTab('任务');
    await expectUndoable(
      designer,
      () => {
        fill('脚本格式', 'groovy', panel());
        fill('脚本', 'total = 1', panel());
        fill('结果变量', 'total', panel());
      },
      ['scriptFormat="groovy" camunda:resultVariable="total"><bpmn:script>total = 1</bpmn:script>'],
      3,
    );
    await expectUndoable(
      designer,
      () => {
        choose('脚本类型', 'external', panel());
        fill('资源地址', 'classpath://total.groovy', panel());
      },
      ['<bpmn:scriptTask id="Script" name="计算" camunda:resource="classpath://total.groovy" />'],
      2,
    );
  });

  it('refers a receive task to one of the messages', async () => {
    const designer = await mountDesigner();
    openTab('信号与消息');
    click('添加', region('消息列表'));
    fill('ID', 'Message_1', dialog('消息'));
    fill('名称', '回执', dialog('消息'));
    click('确定', dialog('消息'));
    designer.select('Receive');
    openTab('任务');
    await expectUndoable(designer, () => choose('消息实例', 'Message_1', panel()), [
      '<bpmn:receiveTask id="Receive" name="等待回执" messageRef="Message_1" />',
    ]);
  });
});

it('shows a new multi-instance loop with exclusive and both async flags unticked', async () => {
  const designer = await mountDesigner();
  designer.select('Approve');
  openTab('多实例');
  choose('回路特性', 'parallel', panel());
  for (const label of ['异步前', '异步后', '排他']) {
    expect((within(panel()).getByLabelText(label) as HTMLInputElement).checked, label).toBe(false);
  }
});

it('multi-instance writes the loop, its expressions, flags and retry cycle', async () => {
  const designer = await mountDesigner();
  designer.select('Approve');
  openTab('多实例');
  await expectUndoable(
    designer,
    () => {
      choose('回路特性', 'sequential', panel());
      fill('集合', '${approvers}', panel());
      fill('元素变量', 'approver', panel());
      fill('循环数量', '3', panel());
      fill('完成条件', '${nrOfCompletedInstances == 1}', panel());
      fireEvent.click(within(panel()).getByLabelText('异步前'));
      fill('重试周期', 'R3/PT10M', panel());
    },
    [
      '<bpmn:multiInstanceLoopCharacteristics isSequential="true" camunda:collection="${approvers}" camunda:elementVariable="approver" camunda:asyncBefore="true" camunda:exclusive="false">',
      '<camunda:failedJobRetryTimeCycle>R3/PT10M</camunda:failedJobRetryTimeCycle>',
      '<bpmn:loopCardinality xsi:type="bpmn:tFormalExpression">3</bpmn:loopCardinality>',
      '<bpmn:completionCondition xsi:type="bpmn:tFormalExpression">${nrOfCompletedInstances == 1}</bpmn:completionCondition>',
    ],
    7,
  );
});

describe('flow condition', () => {
  it('makes a flow the default one, then a conditional one', async () => {
    const designer = await mountDesigner();
    designer.select('FlowAgree');
    openTab('流转条件');
    await expectUndoable(designer, () => choose('流转类型', 'default', panel()), [
      '<bpmn:exclusiveGateway id="Gateway" default="FlowAgree" />',
    ]);
    await expectUndoable(
      designer,
      () => {
        choose('流转类型', 'condition', panel());
        fill('表达式', '${amount > 1000}', panel());
      },
      ['<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${amount &gt; 1000}</bpmn:conditionExpression>'],
      2,
    );
  });

  it('writes script conditions, inline or external', async () => {
    const designer = await mountDesigner();
    designer.select('FlowAgree');
    openTab('流转条件');
    choose('流转类型', 'condition', panel());
    await expectUndoable(
      designer,
      () => {
        choose('条件格式', 'inlineScript', panel());
        fill('脚本语言', 'groovy', panel());
        fill('脚本', 'amount > 1', panel());
      },
      [
        '<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="groovy">amount &gt; 1</bpmn:conditionExpression>',
      ],
      3,
    );
    choose('条件格式', 'externalScript', panel());
    fill('脚本语言', 'groovy', panel());
    fill('资源地址', 'classpath://check.groovy', panel());
    expect(squash(await designer.xml())).toContain(
      '<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="groovy" camunda:resource="classpath://check.groovy" />',
    );
  });
});

describe('signals and messages', () => {
  it.each([
    [
      '消息列表',
      '消息',
      'Message_1',
      '<bpmn:message id="Message_1" name="回执" />',
      '该消息已存在，请修改id后重新保存',
    ],
    ['信号列表', '信号', 'Signal_1', '<bpmn:signal id="Signal_1" name="回执" />', '该信号已存在，请修改id后重新保存'],
  ])('%s adds through the command stack and refuses duplicate ids', async (list, title, id, written, duplicate) => {
    const designer = await mountDesigner();
    openTab('信号与消息');
    await expectUndoable(designer, async () => {
      click('添加', region(list));
      fill('ID', id, dialog(title));
      fill('名称', '回执', dialog(title));
      click('确定', dialog(title));
      const saved = await designer.xml();
      click('添加', region(list));
      fill('ID', id, dialog(title));
      click('确定', dialog(title));
      expect(alerts(dialog(title))).toEqual([duplicate]);
      expect(await designer.xml()).toBe(saved);
      click('取消', dialog(title));
    }, [written]);
  });
});

it('extension properties are added, and removed only when confirmed', async () => {
  const designer = await mountDesigner();
  designer.select('Approve');
  openTab('扩展属性');
  await expectUndoable(designer, async () => {
    click('添加', region('扩展属性'));
    fill('属性名', 'level', dialog('扩展属性'));
    fill('属性值', '2', dialog('扩展属性'));
    click('确定', dialog('扩展属性'));
    designer.confirm.mockResolvedValueOnce(false);
    click('移除', region('扩展属性'));
    await waitFor(() => expect(designer.confirm).toHaveBeenCalledWith('确认移除该属性吗？'));
  }, ['<camunda:properties><camunda:property name="level" value="2" /></camunda:properties>']);
  click('添加', region('扩展属性'));
  fill('属性名', 'level', dialog('扩展属性'));
  click('确定', dialog('扩展属性'));
  click('移除', region('扩展属性'));
  await waitFor(async () => expect(await designer.xml()).not.toContain('camunda:property '));
});

describe('form', () => {
  it('adds a user-task form field with its form key, and picks the business key', async () => {
    const designer = await mountDesigner();
    designer.select('Approve');
    openTab('表单');
    await expectUndoable(designer, () => {
      click('添加', region('表单字段'));
      const field = dialog('表单字段');
      fill('字段ID', 'amount', field);
      choose('类型', 'enum', field);
      fill('名称', '金额', field);
      click('添加', within(field).getByRole('region', { name: '枚举值' }));
      fireEvent.change(within(field).getByLabelText('编号'), { target: { value: 'big' } });
      fireEvent.change(within(field).getByLabelText('名称', { selector: 'td input' }), { target: { value: '大额' } });
      click('确定', field);
    }, [
      'camunda:formKey="Approve"',
      '<camunda:formData><camunda:formField id="amount" label="金额" type="enum"><camunda:value id="big" name="大额" /></camunda:formField></camunda:formData>',
    ]);
  });

  it('gives a start form the approval radio after 1000 ms and the remark textarea 300 ms later, in one undo step', async () => {
    const designer = await mountDesigner();
    const before = await designer.xml();
    const changes: number[] = [];
    designer.get<EventBus>('eventBus').on('commandStack.changed', () => changes.push(performance.now()));
    designer.select('Start');
    const opened = performance.now();
    openTab('表单');
    expect(await designer.xml()).not.toContain('<camunda:formField');
    await waitFor(async () => expect(await designer.xml()).toContain('id="approval"'), { timeout: 2000 });
    expect(squash(await designer.xml())).toContain(
      '<camunda:formField id="approval" label="审批意见" type="enum"><camunda:properties><camunda:property id="component" value="radio" /></camunda:properties><camunda:value id="0" name="同意" /><camunda:value id="1" name="不同意" /></camunda:formField>',
    );
    expect(await designer.xml()).not.toContain('id="remark"');
    await waitFor(async () => expect(await designer.xml()).toContain('id="remark"'), { timeout: 1000 });
    expect(squash(await designer.xml())).toContain(
      '<camunda:formField id="remark" label="备注" type="string"><camunda:properties><camunda:property id="component" value="textarea" />',
    );
    const [first = 0] = changes;
    const last = changes.at(-1) ?? 0;
    expect(first - opened).toBeGreaterThanOrEqual(995);
    expect(first - opened).toBeLessThan(1300);
    expect(last - first).toBeGreaterThanOrEqual(295);
    expect(last - first).toBeLessThan(1000);
    expect(within(panel()).getAllByRole('row')).toHaveLength(3);
    designer.undo();
    expect(await designer.xml()).toBe(before);
    act(() => designer.commandStack.redo());
    expect(squash(await designer.xml())).toMatch(/id="approval"[\s\S]*id="remark"/);
  });

  it('adds no start-form defaults to a start event left and deleted before the delay', async () => {
    const designer = await mountDesigner();
    designer.select('Start');
    openTab('表单');
    act(() => designer.modeling.removeElements([designer.element('Start')]));
    await new Promise((resolve) => setTimeout(resolve, 1400));
    expect(await designer.xml()).not.toContain('<camunda:formField');
  });

  it('removes a form field only when confirmed, and undo brings it back', async () => {
    const designer = await mountDesigner();
    designer.select('Approve');
    openTab('表单');
    click('添加', region('表单字段'));
    fill('字段ID', 'amount', dialog('表单字段'));
    click('确定', dialog('表单字段'));
    const before = await designer.xml();
    expect(before).toContain('<camunda:formField id="amount" type="string" />');
    designer.confirm.mockResolvedValueOnce(false);
    click('移除', region('表单字段'));
    await waitFor(() => expect(designer.confirm).toHaveBeenCalledWith('确认移除该表单字段吗？'));
    expect(await designer.xml()).toBe(before);
    click('移除', region('表单字段'));
    await waitFor(async () => expect(await designer.xml()).not.toContain('id="amount"'));
    expect(within(region('表单字段')).getAllByRole('row')).toHaveLength(1);
    designer.undo();
    expect(await designer.xml()).toBe(before);
  });

  it('keeps the remark field a start form gained while the removal of another was being confirmed', async () => {
    const designer = await mountDesigner();
    let answer: (yes: boolean) => void = () => undefined;
    designer.confirm.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    designer.select('Start');
    openTab('表单');
    await waitFor(() => within(region('表单字段')).getByRole('button', { name: '移除' }), { timeout: 2000 });
    click('移除', region('表单字段'));
    await waitFor(async () => expect(await designer.xml()).toContain('id="remark"'), { timeout: 1000 });
    await act(async () => answer(true));
    const xml = await designer.xml();
    expect(xml).not.toContain('id="approval"');
    expect(xml).toContain('id="remark"');
  });
});
