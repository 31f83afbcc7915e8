import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type Modeling from 'bpmn-js/lib/features/modeling/Modeling';
import type Modeler from 'bpmn-js/lib/Modeler';
import type { Element } from 'bpmn-js/lib/model/Types';
import type CommandStack from 'diagram-js/lib/command/CommandStack';
import type ElementRegistry from 'diagram-js/lib/core/ElementRegistry';
import type EventBus from 'diagram-js/lib/core/EventBus';
import type Selection from 'diagram-js/lib/features/selection/Selection';
import { act } from 'react';
import { afterEach, vi } from 'vitest';
import type { Confirm, DesignerApi, Notify } from '../../src/api.ts';
import { Designer, type DesignerProps } from '../../src/Designer.tsx';
import { approvalFlowXml } from './fixtures.ts';

// Tell React that these tests drive it through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

export const users = [
  { id: 'u1', name: '张三', account: 'zhangsan' },
  { id: 'u2', name: '李四', account: 'lisi' },
];

export function fakeApi(overrides: Partial<DesignerApi> = {}): DesignerApi {
  return {
    listDeployments: vi.fn(async () => []),
    deploy: vi.fn(async () => undefined),
    listUsers: vi.fn(async () => users),
    findUserByAccount: vi.fn(async (account: string) => users.filter((user) => user.account === account)),
    ...overrides,
  };
}

/** Mounts the designer on the approval-flow fixture and resolves once the diagram is imported. */
export async function mountDesigner(props: Partial<DesignerProps> = {}) {
  const notify = vi.fn<Notify>();
  const confirm = vi.fn<Confirm>(async () => true);
  const api = props.api ?? fakeApi();
  let ready!: (modeler: Modeler) => void;
  const imported = new Promise<Modeler>((resolve) => {
    ready = resolve;
  });
  const view = render(
    <div style={{ height: '800px' }}>
      <Designer api={api} notify={notify} confirm={confirm} xml={approvalFlowXml} onReady={ready} {...props} />
    </div>,
  );
  let modeler!: Modeler;
  // The import settles outside React; act() waits for it and for the updates it sets off.
  await act(async () => {
    modeler = await imported;
  });
  screen.getByRole('complementary', { name: '属性面板' });
  const get = <T,>(name: string) => modeler.get<T>(name);
  const element = (id: string) => get<ElementRegistry>('elementRegistry').get(id) as Element;
  return {
    ...view,
    api,
    notify,
    confirm,
    modeler,
    get,
    element,
    modeling: get<Modeling>('modeling'),
    commandStack: get<CommandStack>('commandStack'),
    xml: async () => (await modeler.saveXML({ format: true })).xml ?? '',
    select: (id?: string) => act(() => get<Selection>('selection').select(id ? element(id) : [])),
    undo: () => act(() => get<CommandStack>('commandStack').undo()),
    /** Resolves after the next import, e.g. one a toolbar button started. */
    nextImport: () => new Promise((resolve) => get<EventBus>('eventBus').once('import.done', resolve)),
  };
}

export const panel = () => screen.getByRole('complementary', { name: '属性面板' });

export const openTab = (name: string) => fireEvent.click(within(panel()).getByRole('tab', { name }));

/** Types into a panel text field and commits it the way a user does: by leaving the field. */
export function fill(label: string, value: string, scope: HTMLElement = document.body) {
  const input = within(scope).getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

export function choose(label: string, value: string, scope: HTMLElement = document.body) {
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
}

export const dialog = (name: string) => screen.getByRole('dialog', { name });
export const click = (name: string, scope: HTMLElement = document.body) =>
  fireEvent.click(within(scope).getByRole('button', { name }));

/** bpmn-js keeps the label bounds it laid out once an element was named, even after undo. */
export const withoutLabels = (xml: string) =>
  xml.replace(/\s*<bpmndi:BPMNLabel\s*\/>|\s*<bpmndi:BPMNLabel>[\s\S]*?<\/bpmndi:BPMNLabel>/g, '');
