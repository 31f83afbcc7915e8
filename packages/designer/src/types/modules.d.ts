// Stylesheets are bundled by Vite.
declare module '*.css';

// bpmn-io extensions that ship no types: diagram-js modules, used only as such.
declare module 'bpmn-js-bpmnlint' {
  const module: import('didi').ModuleDeclaration;
  export default module;
}
declare module 'bpmn-js-token-simulation' {
  const module: import('didi').ModuleDeclaration;
  export default module;
}
declare module 'diagram-js-minimap' {
  const module: import('didi').ModuleDeclaration;
  export default module;
}
declare module 'bpmnlint/rules/*' {
  const rule: () => unknown;
  export default rule;
}
