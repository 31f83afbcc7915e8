// The entry of the lazily loaded chunk holding bpmn-js: the designer, and the read-only diagram of a flow, which shares
// most of bpmn-js with it (apart, the shared part would be a lazy chunk of its own over the lazy-chunk budget). The
// build names the chunk after this file.
export { Designer } from '@zc/designer';
export { BpmnViewer } from '../shared/bpmn-viewer.tsx';
