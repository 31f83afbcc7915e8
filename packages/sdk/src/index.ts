export { encryptPassword, type LoginForm, sessionFromTokens, signIn, signOut } from './auth.ts';
export { type CallOptions, type Download, responseChecks, saveDownload } from './call.ts';
export { ApiError, type ApiErrorKind, type Envelope, isSuccessCode, unwrapEnvelope } from './envelope.ts';
export { onSdkEvent, type SdkEvents } from './events.ts';
export * from './generated/operations.gen.ts';
export { headerNames, refreshOnce, sdkConfig } from './http.ts';
export type { Data, Input, Operation, OperationId } from './operation.ts';
export * from './session.ts';
