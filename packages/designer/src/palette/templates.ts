import { currentUserExpression } from '../rules/UserTaskDefaults.ts';

/**
 * The platform's approval steps, ready to draw from the palette: each a user task with its assignment filled in.
 * Inferred: the spec names no variables for them; these follow the engines' usual naming, for the deploying
 * service to fill.
 */
export interface ApprovalTemplate {
  id: string;
  /** The palette tooltip. */
  title: string;
  /** The short mark on the palette entry. */
  mark: string;
  name: string;
  /** Attributes of the vocabulary, without its prefix. */
  attributes: Record<string, string>;
  /** A parallel multi-instance loop: one task per element of the collection. */
  countersign?: { collection: string; elementVariable: string; completionCondition: string };
}

export const approvalTemplates: ApprovalTemplate[] = [
  {
    id: 'dept-head-approval',
    title: '创建部门负责人审批',
    mark: '部',
    name: '部门负责人审批',
    attributes: { assignee: '${deptHead}' },
  },
  {
    id: 'finance-review',
    title: '创建财务复核',
    mark: '财',
    name: '财务复核',
    attributes: { candidateGroups: 'finance' },
  },
  {
    id: 'countersign',
    title: '创建会签（多实例用户任务）',
    mark: '会',
    name: '会签',
    attributes: { assignee: '${approver}' },
    countersign: {
      collection: '${approvers}',
      elementVariable: 'approver',
      completionCondition: '${nrOfCompletedInstances == nrOfInstances}',
    },
  },
];

/** The people an assignee expression stands for, as a designer reads them: the flows hold only the expressions. */
export const assigneeExpressionNames: Record<string, string> = {
  [currentUserExpression]: '当前用户（发起人）',
  '${deptHead}': '部门负责人',
  '${approver}': '会签人员（每人一个任务）',
};
