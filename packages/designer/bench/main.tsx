import type Modeler from 'bpmn-js/lib/Modeler';
import { createRoot } from 'react-dom/client';
import type { DesignerApi } from '../src/index.ts';
import { generatedDiagram } from './diagram.ts';

// The page `npm run bench:designer` drives: each run mounts a fresh editor, imports one generated diagram and
// reports the milliseconds from importXML until the work it set off is done: for the designer, until React has
// rendered the toolbar and panel for it (React renders in a task of its own, before the next timer).
const stage = document.getElementById('stage') as HTMLElement;
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function timeImport(modeler: Modeler, xml: string): Promise<number> {
  const start = performance.now();
  await modeler.importXML(xml);
  await nextTask();
  return performance.now() - start;
}

const offline: DesignerApi = {
  listDeployments: async () => [],
  deploy: async () => undefined,
  listUsers: async () => [],
  findUserByAccount: async () => [],
};

async function bare(count: number): Promise<number> {
  const { default: BareModeler } = await import('bpmn-js/lib/Modeler');
  const container = stage.appendChild(document.createElement('div'));
  container.style.height = '100%';
  const modeler = new BareModeler({ container });
  const elapsed = await timeImport(modeler, generatedDiagram(count));
  modeler.destroy();
  container.remove();
  return elapsed;
}

async function designer(count: number): Promise<number> {
  const { Designer } = await import('../src/index.ts');
  const container = stage.appendChild(document.createElement('div'));
  container.style.height = '100%';
  const root = createRoot(container);
  const modeler = await new Promise<Modeler>((resolve) => {
    root.render(<Designer api={offline} type={0} deptId="bench" onReady={resolve} />);
  });
  // Let the panel and toolbar mount on the empty diagram first, as on the real page before a file is opened.
  await nextFrame();
  const elapsed = await timeImport(modeler, generatedDiagram(count));
  root.unmount();
  container.remove();
  return elapsed;
}

Object.assign(window, { bench: { bare, designer } });
