// Buying needs a signed-in purchaser: a visitor is sent to sign in and brought back to the page they were on.
import { useLocation, useNavigate } from '@tanstack/react-router';
import { addCartGoods, getShoppingCart } from '@zc/sdk';
import { useMallQuery } from '@/features/shop/mall-query.ts';
import { type Callable, useMayCall } from '@/shared/permission/may-call.tsx';
import { useSession } from '@/shared/session/session.ts';
import { toast } from '@/shared/ui/Toast/toast.ts';

/** The signed-in user may fill a cart: a purchaser, not a supplier, an administrator or a welfare user. */
export function useIsBuyer() {
  return useMayCall(getShoppingCart);
}

/**
 * Whether the mall offers an action calling `operation`: to a visitor (who is asked to sign in first), and to a
 * signed-in user whose roles may make the call; other roles do not see it.
 */
export function useOffered(operation: Callable) {
  const allowed = useMayCall(operation);
  return useSession() === null || allowed;
}

/** Guards an action for signed-in users: answers true, or sends a visitor to /login, returning here after. */
export function useSignInCheck() {
  const session = useSession();
  const navigate = useNavigate();
  const here = useLocation({ select: (location) => location.href });
  return () => {
    if (!session) void navigate({ to: '/login', search: { redirect: here } });
    return session !== null;
  };
}

/**
 * Guards a cart or order action: answers true for a purchaser; sends a visitor to sign in first, and tells any other
 * role that it does not buy in the mall.
 */
export function useBuyerCheck() {
  const mayBuy = useMayCall(addCartGoods);
  const signedIn = useSignInCheck();
  return () => {
    if (!signedIn()) return false;
    if (!mayBuy) {
      toast.warning('当前账号不能在商城采购，请使用采购单位账号登录');
      return false;
    }
    return true;
  };
}

/** The signed-in purchaser's cart (nothing for visitors and suppliers). */
export function useCart() {
  const isBuyer = useIsBuyer();
  return useMallQuery(getShoppingCart, undefined, { enabled: isBuyer });
}
