// bpmn-js draws in a real browser only (the journeys check the canvas, the designer package its own browser tests).
// Every page test gets this stand-in for the designer's lazy chunk: one mock for all, because the files share one
// module graph and a flow diagram's lazy component keeps whichever module it first resolved.
import { vi } from 'vitest';

vi.mock('@/features/workflow/designer/designer.ts', () => ({
  /** Lists what the diagram would mark, under the diagram's label. */
  BpmnViewer: ({ label, highlights }: { label: string; highlights?: Record<string, string[]> }) => (
    <ul aria-label={label}>
      {Object.entries(highlights ?? {}).map(([kind, ids]) => (
        <li key={kind}>
          {kind}
          {ids.join(',')}
        </li>
      ))}
    </ul>
  ),
  /** The designer opens full screen, outside the workbench, and no page test opens it. */
  Designer: () => null,
}));
