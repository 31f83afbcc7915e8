import type { Element } from 'bpmn-js/lib/model/Types';

export interface TabProps {
  element: Element;
}
