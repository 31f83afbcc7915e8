// bpmn-js draws in a real browser only (the journeys check the canvas). Page tests mock the designer module with this
// module, whose viewer lists what the diagram would mark:
//   vi.mock('@/features/workflow/designer/designer.ts', () => import('@test/support/bpmn-viewer.tsx'));
export function BpmnViewer({ label, highlights }: { label: string; highlights?: Record<string, string[]> }) {
  return (
    <ul aria-label={label}>
      {Object.entries(highlights ?? {}).map(([kind, ids]) => (
        <li key={kind}>
          {kind}
          {ids.join(',')}
        </li>
      ))}
    </ul>
  );
}
