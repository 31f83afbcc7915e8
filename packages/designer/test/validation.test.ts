import { describe, expect, it } from 'vitest';
import { blankField, blankListener } from '../src/panel/listenerModel.ts';
import { validateField, validateListener, validateRootElementId } from '../src/validation/forms.ts';

describe('listener validation (spec 02 §5)', () => {
  it('requires event, listener id and type on a task listener, but no id on an execution listener', () => {
    expect(validateListener(blankListener(), 'task')).toEqual({
      event: '请选择事件类型',
      id: '请填写监听器ID',
      listenerType: '请选择监听器类型',
    });
    expect(validateListener(blankListener(), 'execution')).not.toHaveProperty('id');
  });

  it.each([
    ['classListener', 'class', '请填写Java类'],
    ['expressionListener', 'expression', '请填写表达式'],
    ['delegateExpressionListener', 'delegateExpression', '请填写代理表达式'],
  ] as const)('requires what a %s runs', (listenerType, field, message) => {
    const form = { ...blankListener(), event: 'create', id: 'l', listenerType };
    expect(validateListener(form, 'task')).toEqual({ [field]: message });
    expect(validateListener({ ...form, [field]: 'x' }, 'task')).toEqual({});
  });

  it('checks a script listener for format, type and content or resource address', () => {
    const script = { ...blankListener(), event: 'start', listenerType: 'scriptListener' as const };
    expect(validateListener(script, 'execution')).toEqual({
      scriptFormat: '请填写脚本格式',
      scriptType: '请选择脚本类型',
    });
    const inline = { ...script, scriptFormat: 'groovy', scriptType: 'inlineScript' as const };
    expect(validateListener(inline, 'execution')).toEqual({ value: '请填写脚本内容' });
    const external = { ...inline, scriptType: 'externalScript' as const };
    expect(validateListener(external, 'execution')).toEqual({ resource: '请填写资源地址' });
  });

  it('needs a timer definition on a timeout listener unless the timer type is none', () => {
    const timeout = {
      ...blankListener(),
      event: 'timeout',
      id: 't',
      listenerType: 'classListener' as const,
      class: 'C',
    };
    expect(validateListener(timeout, 'task')).toEqual({});
    expect(validateListener({ ...timeout, eventDefinitionType: 'duration' }, 'task')).toEqual({
      eventTimeDefinitions: '请填写定时器配置',
    });
    expect(
      validateListener({ ...timeout, eventDefinitionType: 'cycle', eventTimeDefinitions: 'R3/PT1H' }, 'task'),
    ).toEqual({});
  });
});

it('requires a listener field name, type and the value its type calls for', () => {
  expect(validateField(blankField())).toEqual({ name: '请填写字段名称', fieldType: '请选择字段类型' });
  expect(validateField({ ...blankField(), name: 'a', fieldType: 'string' })).toEqual({ string: '请填写字段值' });
  expect(validateField({ ...blankField(), name: 'a', fieldType: 'expression' })).toEqual({
    expression: '请填写表达式',
  });
});

it('refuses duplicate message and signal ids with their own message', () => {
  expect(validateRootElementId('M1', ['M1'], 'message')).toBe('该消息已存在，请修改id后重新保存');
  expect(validateRootElementId('S1', ['S1'], 'signal')).toBe('该信号已存在，请修改id后重新保存');
  expect(validateRootElementId('S2', ['S1'], 'signal')).toBeUndefined();
});
