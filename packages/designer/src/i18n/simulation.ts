import type Canvas from 'diagram-js/lib/core/Canvas';
import type EventBus from 'diagram-js/lib/core/EventBus';

type Translate = (template: string, replacements?: Record<string, string>) => string;

/** The token simulation's texts with a part of their own: the part is translated too, when the dictionary has it. */
const patterns: [RegExp, string][] = [
  [/^Set animation speed = (?<speed>.+)$/, 'Set animation speed = {speed}'],
  [/^Focus process instance (?<id>.+)$/, 'Focus process instance {id}'],
  [/^(?<name>.+) started$/, '{name} started'],
  [/^(?<name>.+) finished$/, '{name} finished'],
  [/^(?<name>.+) canceled$/, '{name} canceled'],
];
const attributes = ['title', 'aria-label'];
/** Where the simulation draws: its own boxes on the canvas (toggle, palette, log, notifications) and its overlays. */
const isSimulation = (node: Node): boolean =>
  node instanceof Element && [...node.classList].some((name) => name.startsWith('bts-'));

/**
 * bpmn-js-token-simulation writes its labels in English without asking `translate`: this puts them through it as it
 * draws them — the toggle, the play/pause, reset and speed buttons, the log, the notifications and the context pads
 * on gateways and events — so that the simulation speaks the canvas's language.
 */
export class SimulationLabels {
  static $inject = ['eventBus', 'canvas', 'translate'];

  constructor(eventBus: EventBus, canvas: Canvas, translate: Translate) {
    const label = (text: string) => {
      const trimmed = text.trim();
      if (!trimmed) return text;
      let translated = translate(trimmed);
      for (const [pattern, template] of patterns) {
        if (translated !== trimmed) break;
        const groups = pattern.exec(trimmed)?.groups;
        if (groups) {
          const parts = Object.fromEntries(Object.entries(groups).map(([key, part]) => [key, translate(part)]));
          translated = translate(template, parts);
        }
      }
      return translated === trimmed ? text : text.replace(trimmed, translated);
    };
    const relabel = (node: Node) => {
      if (node instanceof Text) {
        const text = label(node.data);
        if (text !== node.data) node.data = text;
      } else if (node instanceof Element) {
        for (const name of attributes) {
          const value = node.getAttribute(name);
          const text = value === null ? value : label(value);
          if (text !== value && text !== null) node.setAttribute(name, text);
        }
        node.childNodes.forEach(relabel);
      }
    };
    const watched = {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: attributes,
    };
    const watch = (root: Element) => {
      relabel(root);
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.type === 'childList') record.addedNodes.forEach(relabel);
          else relabel(record.target);
        }
      }).observe(root, watched);
    };

    eventBus.on('diagram.init', 100, () => {
      const container = canvas.getContainer();
      [...container.children].filter(isSimulation).forEach(watch);
      // Boxes the simulation adds later.
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) if (isSimulation(node)) watch(node as Element);
        }
      }).observe(container, { childList: true });
      // Its context pads and element notifications are overlays: only those are looked at, never the diagram.
      const overlays = container.querySelector('.djs-overlay-container');
      if (overlays) {
        new MutationObserver((records) => {
          for (const record of records) {
            if (record.type !== 'childList') continue;
            for (const node of record.addedNodes) {
              if (!(node instanceof Element)) continue;
              if (isSimulation(node) || node.closest('[class*="bts-"]')) relabel(node);
              else node.querySelectorAll('[class*="bts-"]').forEach(relabel);
            }
          }
        }).observe(overlays, { childList: true, subtree: true });
      }
    });
  }
}

export default { __init__: ['simulationLabels'], simulationLabels: ['type', SimulationLabels] };
