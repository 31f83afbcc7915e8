import lintingModule from 'bpmn-js-bpmnlint';
import conditionalFlows from 'bpmnlint/rules/conditional-flows';
import endEventRequired from 'bpmnlint/rules/end-event-required';
import fakeJoin from 'bpmnlint/rules/fake-join';
import labelRequired from 'bpmnlint/rules/label-required';
import noDisconnected from 'bpmnlint/rules/no-disconnected';
import noDuplicateSequenceFlows from 'bpmnlint/rules/no-duplicate-sequence-flows';
import startEventRequired from 'bpmnlint/rules/start-event-required';
import superfluousGateway from 'bpmnlint/rules/superfluous-gateway';
import type EventBus from 'diagram-js/lib/core/EventBus';

/** The bpmnlint rules that matter for an approval flow, resolved statically so no loader plugin is needed. */
const rules: Record<string, unknown> = {
  'conditional-flows': conditionalFlows,
  'end-event-required': endEventRequired,
  'fake-join': fakeJoin,
  'label-required': labelRequired,
  'no-disconnected': noDisconnected,
  'no-duplicate-sequence-flows': noDuplicateSequenceFlows,
  'start-event-required': startEventRequired,
  'superfluous-gateway': superfluousGateway,
};

const warnings = new Set(['fake-join', 'label-required', 'superfluous-gateway']);

export const lintConfig = {
  config: {
    rules: Object.fromEntries(Object.keys(rules).map((name) => [name, warnings.has(name) ? 'warn' : 'error'])),
  },
  resolver: {
    resolveRule: (_pkg: string, name: string) => rules[name],
    resolveConfig: (_pkg: string, name: string) => {
      throw new Error(`unknown config <${name}>`);
    },
  },
};

interface Linting {
  getLinterConfig(): unknown;
  setLinterConfig(config: typeof lintConfig): void;
  toggle(active?: boolean): void;
}

/**
 * bpmn-js-bpmnlint lints on `import.done`; its rules are only configured once the first import settled,
 * so that linting never slows the import down.
 */
class DeferredLinting {
  static $inject = ['eventBus', 'linting'];

  constructor(eventBus: EventBus, linting: Linting) {
    let pending: ReturnType<typeof setTimeout> | undefined;
    eventBus.on('import.done', () => {
      clearTimeout(pending);
      pending = setTimeout(() => {
        if (linting.getLinterConfig() !== lintConfig) linting.setLinterConfig(lintConfig);
        linting.toggle(true);
      }, lintDelay);
    });
    eventBus.on('diagram.destroy', () => clearTimeout(pending));
  }
}

export const lintDelay = 500;

export default {
  __depends__: [lintingModule],
  __init__: ['deferredLinting'],
  deferredLinting: ['type', DeferredLinting],
};
