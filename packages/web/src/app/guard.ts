// The route guard of the platform (spec 01 §2, 02 §2), as pure rules the router applies before each navigation.

/** Phones and tablets, by user agent (phone, pad, iPhone, Android, Mobile and the like). */
export const isMobileUserAgent = (userAgent: string) =>
  /phone|pad|pod|iPhone|iPod|ios|iPad|Android|Mobile|BlackBerry|IEMobile|MQQBrowser|JUC|Fennec|wOSBrowser|BrowserNG|WebOS|Symbian|Windows Phone/i.test(
    userAgent,
  );

/** Pages anyone may open without signing in: authentication, errors, the mall and the public notices. */
export const whitelist: readonly (string | RegExp)[] = [
  '/login',
  '/mlogin',
  '/register',
  '/supplier-register',
  '/reset-password',
  '/agreement-privacy',
  '/agreement-user',
  '/cockpit-full',
  '/401',
  '/403',
  '/404',
  '/500',
  '/',
  '/zcshop',
  '/loginMobile',
  '/homeMobile',
  '/category',
  '/detailMobile',
  '/searchMobile',
  '/noticeListMobile',
  '/noticeMobileDetail',
  /^\/(bidding|moreBidding|backhand|moreBackhand|sourcing|moreSourcing|agreement|auction|moreAuction|container|search|supplierList|detail|kyHome|supplier-product-details)$/,
  /^\/(bidding|backhand|sourcing|auction)-details$/,
  /^\/agreement-info$/,
  /^\/notice(\/|$)/,
  /^\/(service-support|notice-list|notice-details|notice-details-view|notice-details-other|platform-introduction|protocol|protocol-details)$/,
  /^\/service(\/|$)/,
  /^\/(about|join|gettingStarted|enterpriseProcurement|financialProcurement|governmentProcurement|efficientProcurement|questionList|questionDetails-[123])$/,
];

export const isWhitelisted = (path: string) =>
  whitelist.some((entry) => (typeof entry === 'string' ? entry === path : entry.test(path)));

export type GuardDecision = { pass: true } | { redirect: '/login' | '/loginMobile' };

/**
 * Whitelisted pages always pass; others need a stored token. Without one, a desktop browser goes to /login; a mobile
 * browser asking for /login goes to /loginMobile, and on any other page is let through.
 */
export function guard({ path, hasToken, mobile }: { path: string; hasToken: boolean; mobile: boolean }): GuardDecision {
  if (mobile && path === '/login') return { redirect: '/loginMobile' };
  if (isWhitelisted(path) || hasToken) return { pass: true };
  return mobile ? { pass: true } : { redirect: '/login' };
}

/** The base path of the router: the tenant's path segment when the platform is served under one (`/t/<tenant>`). */
export function basepathOf(pathname: string): string {
  const tenant = /^\/t\/([A-Za-z0-9_-]+)(\/|$)/.exec(pathname);
  return tenant ? `/t/${tenant[1]}` : '/';
}
