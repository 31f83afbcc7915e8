import { describe, expect, it } from 'vitest';
import { ApiError, unwrapEnvelope } from '../src/envelope.ts';

describe('unwrapEnvelope', () => {
  it.each([0, 200])('returns data when code is %i', (code) => {
    expect(unwrapEnvelope({ code, msg: 'ok', data: { id: '1' } }, 200, 'op')).toEqual({ id: '1' });
  });

  it('throws an ApiError carrying code, msg, status and operation for any other code', () => {
    const error = (() => {
      try {
        unwrapEnvelope({ code: 500, msg: '库存不足', data: null }, 200, 'addCartGoods');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 500, msg: '库存不足', status: 200, operation: 'addCartGoods' });
  });

  it('refuses a body that is not an envelope', () => {
    expect(() => unwrapEnvelope('<html>', 502, 'op')).toThrow('响应格式错误：op');
  });
});
