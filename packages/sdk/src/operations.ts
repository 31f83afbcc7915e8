import { unwrapEnvelope } from './envelope.ts';

/** Where the API lives: '' is the page's own origin (the dev proxy or the mock worker). */
export const sdkConfig = { baseUrl: '' };

/** 获取登录密码加密公钥 */
export async function getRsaPublicKey(): Promise<string> {
  const response = await fetch(`${sdkConfig.baseUrl}/api/rsa/getPublicKey`);
  return unwrapEnvelope<string>(await response.json(), response.status, 'getRsaPublicKey');
}
