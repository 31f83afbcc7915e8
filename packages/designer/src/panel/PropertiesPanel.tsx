import type Modeler from 'bpmn-js/lib/Modeler';
import type { Element } from 'bpmn-js/lib/model/Types';
import type Canvas from 'diagram-js/lib/core/Canvas';
import type Selection from 'diagram-js/lib/features/selection/Selection';
import { type ComponentType, useEffect, useReducer, useState } from 'react';
import { useDesigner } from './context.ts';
import { BaseInfoTab } from './tabs/BaseInfoTab.tsx';
import { FlowConditionTab } from './tabs/FlowConditionTab.tsx';
import { FormTab } from './tabs/FormTab.tsx';
import { ListenersTab } from './tabs/ListenersTab.tsx';
import { MultiInstanceTab } from './tabs/MultiInstanceTab.tsx';
import { OtherConfigTab } from './tabs/OtherConfigTab.tsx';
import { PropertiesTab } from './tabs/PropertiesTab.tsx';
import { SignalMessageTab } from './tabs/SignalMessageTab.tsx';
import { TaskTab } from './tabs/TaskTab.tsx';
import type { TabProps } from './tabs/types.ts';
import { type TabId, tabsFor } from './tabs.ts';

const tabComponents: Record<TabId, ComponentType<TabProps>> = {
  base: BaseInfoTab,
  other: OtherConfigTab,
  listeners: ListenersTab,
  task: TaskTab,
  multiInstance: MultiInstanceTab,
  condition: FlowConditionTab,
  signals: SignalMessageTab,
  properties: PropertiesTab,
  form: FormTab,
};

/** The one selected element, or the process (or collaboration) when nothing or several are selected. */
function inspectedElement(modeler: Modeler): Element {
  const selected = modeler.get<Selection>('selection').get() as Element[];
  const [only] = selected;
  if (selected.length === 1 && only) return (only.labelTarget as Element | undefined) ?? only;
  return modeler.get<Canvas>('canvas').getRootElement() as Element;
}

function useInspectedElement(): Element {
  const { modeler } = useDesigner();
  const [element, setElement] = useState(() => inspectedElement(modeler));
  // Every change re-renders the panel, which reads the business object afresh.
  const [, changed] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const follow = () => setElement(inspectedElement(modeler));
    const events = ['selection.changed', 'import.done', 'root.set'];
    modeler.on(events, follow);
    modeler.on('elements.changed', changed);
    return () => {
      modeler.off(events, follow);
      modeler.off('elements.changed', changed);
    };
  }, [modeler]);
  return element;
}

export function PropertiesPanel() {
  const element = useInspectedElement();
  const [collapsed, setCollapsed] = useState(false);
  const [tab, setTab] = useState<TabId>('base');
  const [shown, setShown] = useState(element);
  if (shown !== element) {
    setShown(element);
    setTab('base');
  }
  // Before a diagram is imported the canvas root stands for nothing.
  if (!element.businessObject) return null;
  const tabs = tabsFor(element);
  const active = tabs.find((candidate) => candidate.id === tab) ?? tabs[0];
  const Tab = tabComponents[active?.id ?? 'base'];
  return (
    <aside className={collapsed ? 'zc-panel zc-collapsed' : 'zc-panel'} aria-label="属性面板">
      <button
        type="button"
        className="zc-panel-toggle"
        aria-expanded={!collapsed}
        onClick={() => setCollapsed(!collapsed)}
        title={collapsed ? '展开属性面板' : '收起属性面板'}
      >
        {collapsed ? '◀' : '▶'}
      </button>
      {!collapsed && (
        <>
          <div role="tablist" className="zc-tabs">
            {tabs.map((candidate) => (
              <button
                key={candidate.id}
                type="button"
                role="tab"
                aria-selected={candidate.id === active?.id}
                onClick={() => setTab(candidate.id)}
              >
                {candidate.label}
              </button>
            ))}
          </div>
          <div role="tabpanel" className="zc-tab-body" key={`${element.id}-${active?.id}`}>
            <Tab element={element} />
          </div>
        </>
      )}
    </aside>
  );
}
