import { HttpResponse, http } from 'msw';
import { devPublicKey } from '../auth/dev-keys.ts';
import { ok } from '../envelope.ts';

export const authHandlers = [http.get('*/api/rsa/getPublicKey', () => HttpResponse.json(ok(devPublicKey)))];
