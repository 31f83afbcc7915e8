export { newDiagramXml, newProcessId } from './new-diagram.ts';
