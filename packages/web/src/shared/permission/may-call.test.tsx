import { cleanup, render, renderHook, screen } from '@testing-library/react';
import { addBrand, getRsaPublicKey, getUserMenus, type HeldRole } from '@zc/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { refreshSessionState } from '@/shared/session/session.ts';
import { IfAllowed, useMayCall } from './may-call.tsx';

const supplier: HeldRole = { roleType: 3, roleCode: 'supplier_local' };
const buyer: HeldRole = { roleType: 2, roleCode: 'purchaser' };

function signIn(roles?: HeldRole[]) {
  localStorage.setItem('access_token', 'token');
  if (roles) localStorage.setItem('roles', JSON.stringify(roles));
  refreshSessionState();
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  refreshSessionState();
});

describe('useMayCall', () => {
  it('follows the roles the operation names: addBrand is for administrators and suppliers', () => {
    signIn([supplier]);
    expect(renderHook(() => useMayCall(addBrand)).result.current).toBe(true);
    localStorage.setItem('roles', JSON.stringify([buyer]));
    refreshSessionState();
    expect(renderHook(() => useMayCall(addBrand)).result.current).toBe(false);
  });

  it('opens public calls to visitors, calls for any signed-in user to every role, and nothing else to a visitor', () => {
    expect(renderHook(() => useMayCall(getRsaPublicKey)).result.current).toBe(true);
    expect(renderHook(() => useMayCall(getUserMenus)).result.current).toBe(false);
    expect(renderHook(() => useMayCall(addBrand)).result.current).toBe(false);
    signIn([buyer]);
    expect(renderHook(() => useMayCall(getUserMenus)).result.current).toBe(true);
  });

  it('grants nothing but public calls while the roles are not known', () => {
    signIn();
    expect(renderHook(() => useMayCall(addBrand)).result.current).toBe(false);
    expect(renderHook(() => useMayCall(getRsaPublicKey)).result.current).toBe(true);
  });
});

describe('<IfAllowed>', () => {
  const gate = (call: Parameters<typeof IfAllowed>[0]['call']) =>
    render(
      <IfAllowed call={call}>
        <button type="button">新增品牌</button>
      </IfAllowed>,
    );

  it('shows the button to a role that may make the call', () => {
    signIn([buyer, supplier]);
    gate(addBrand);
    expect(screen.getByRole('button', { name: '新增品牌' })).toBeTruthy();
  });

  it('removes it for a role that may not, and when one of several calls is refused', () => {
    signIn([buyer]);
    gate(addBrand);
    expect(screen.queryByRole('button', { name: '新增品牌' })).toBeNull();
    cleanup();
    gate([getUserMenus, addBrand]);
    expect(screen.queryByRole('button', { name: '新增品牌' })).toBeNull();
  });
});
