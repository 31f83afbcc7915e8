// The SDK without its generated operations: what a page pays for besides the operations it calls
// (`npm run size` measures this entry against its 15 KB budget).
export {
  encryptPassword,
  type LoginForm,
  loadRoles,
  sessionFromTokens,
  signIn,
  signOut,
  startSession,
} from './auth.ts';
export { type CallOptions, type Download, responseChecks, saveDownload } from './call.ts';
export { ApiError, type ApiErrorKind, type Envelope, isSuccessCode, unwrapEnvelope } from './envelope.ts';
export { onSdkEvent, type SdkEvents } from './events.ts';
export { headerNames, refreshOnce, sdkConfig } from './http.ts';
export type { Data, Input, Operation, OperationId } from './operation.ts';
export { invalidateTag, queryKeyOf } from './query.ts';
export { type HeldRole, mayCall, type RoleSetName, roleSets } from './roles.ts';
export { refusalOf, ruleMessages } from './rule-messages.ts';
export * from './session.ts';
