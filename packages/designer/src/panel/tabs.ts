import type { Element } from 'bpmn-js/lib/model/Types';
import { is, isAny } from 'bpmn-js/lib/util/ModelUtil';

export type TabId =
  | 'base'
  | 'other'
  | 'listeners'
  | 'task'
  | 'multiInstance'
  | 'condition'
  | 'signals'
  | 'properties'
  | 'form';

interface TabDefinition {
  id: TabId;
  label: string;
  shows: (element: Element) => boolean;
}

const always = () => true;

/** The tabs of spec 02 §2, in their order, each with the elements it applies to. */
export const tabDefinitions: TabDefinition[] = [
  { id: 'base', label: '基本信息', shows: always },
  { id: 'other', label: '其他配置', shows: always },
  { id: 'listeners', label: '监听器', shows: (element) => !is(element, 'bpmn:Collaboration') },
  { id: 'task', label: '任务', shows: (element) => is(element, 'bpmn:Task') },
  { id: 'multiInstance', label: '多实例', shows: (element) => is(element, 'bpmn:Activity') },
  {
    id: 'condition',
    label: '流转条件',
    shows: (element) => is(element, 'bpmn:SequenceFlow') && !is(element.source, 'bpmn:StartEvent'),
  },
  { id: 'signals', label: '信号与消息', shows: (element) => isAny(element, ['bpmn:Process', 'bpmn:Collaboration']) },
  { id: 'properties', label: '扩展属性', shows: always },
  { id: 'form', label: '表单', shows: (element) => isAny(element, ['bpmn:UserTask', 'bpmn:StartEvent']) },
];

export const tabsFor = (element: Element) => tabDefinitions.filter((tab) => tab.shows(element));
