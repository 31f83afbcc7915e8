import EndStateListenerBehavior from './EndStateListenerBehavior.ts';
import MultiInstanceBehavior from './MultiInstanceBehavior.ts';
import OpinionFlowBehavior from './OpinionFlowBehavior.ts';
import StartFormDefaults from './StartFormDefaults.ts';
import UserTaskDefaults from './UserTaskDefaults.ts';

/** The approval-flow rules of spec 02 §4, run inside the command stack so that undo covers them. */
export default {
  __init__: ['opinionFlowBehavior', 'endStateListenerBehavior', 'multiInstanceBehavior', 'userTaskDefaults'],
  opinionFlowBehavior: ['type', OpinionFlowBehavior],
  endStateListenerBehavior: ['type', EndStateListenerBehavior],
  multiInstanceBehavior: ['type', MultiInstanceBehavior],
  startFormDefaults: ['type', StartFormDefaults],
  userTaskDefaults: ['type', UserTaskDefaults],
};
