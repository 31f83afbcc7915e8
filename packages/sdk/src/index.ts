export { ApiError, type Envelope, isSuccessCode, unwrapEnvelope } from './envelope.ts';
export { getRsaPublicKey, sdkConfig } from './operations.ts';
