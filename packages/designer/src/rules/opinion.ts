/** The two names a flow leaving an exclusive gateway, or an end event, may carry in an approval flow. */
export const opinionLabels = { agree: '同意', reject: '驳回' } as const;

export type Opinion = keyof typeof opinionLabels;

export const isOpinion = (name: unknown): name is Opinion => name === 'agree' || name === 'reject';

/** Agree continues when the approval form property equals 0; reject when it does not. */
export const opinionCondition = (opinion: Opinion, property: string) =>
  opinion === 'agree' ? `\${${property} == 0}` : `\${${property} != 0}`;

/** The state an end event writes: 0 for agree, 1 for reject. */
export const endState = (opinion: Opinion) => (opinion === 'agree' ? '0' : '1');

// Inferred: the spec names "a fixed workflow end-state listener class" without giving it.
export const endStateListenerClass = 'com.zc.workflow.listener.EndStateListener';
export const stateFieldName = 'state';

/** The approval radio a start form gets by default; its id is the form property opinions are decided on. */
export const approvalFieldId = 'approval';
export const approvalOptions = [
  { id: '0', name: '同意' },
  { id: '1', name: '不同意' },
];
export const remarkFieldId = 'remark';
export const startFormApprovalDelay = 1000;
export const startFormRemarkDelay = 300;
