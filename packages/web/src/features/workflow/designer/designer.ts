// The entry of the lazily loaded chunk holding bpmn-js and the designer: the build names the chunk after this file.
export { Designer } from '@zc/designer';
