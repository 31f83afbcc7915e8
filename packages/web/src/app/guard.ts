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
  '/projectMobile',
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

/** Where a phone's visit to a mall page goes instead: a page of the H5 application, or one of this app's mobile pages. */
export type MobileRedirect = { href: string } | { to: string; search: Record<string, string> };

const projectDetails = ['/bidding-details', '/backhand-details', '/sourcing-details', '/auction-details'];

/**
 * The root view's rules for a mobile browser (02 §2): /detailMobile stays, a notice and a project open their H5 pages
 * (with the id and a random value that defeats the H5 app's cache), any other page the H5 root. Without an H5 base URL
 * this app is the mobile site and the same rules lead to its own mobile pages; a project to /projectMobile (a route
 * the document does not name: the mobile counterpart of the shared project detail page).
 */
export function mobileRedirect({
  path,
  id,
  h5BaseUrl,
  random = () => String(Math.random()).slice(2),
}: {
  path: string;
  id: string | undefined;
  h5BaseUrl: string | undefined;
  random?: () => string;
}): MobileRedirect | undefined {
  if (path === '/detailMobile') return undefined;
  const withId = (page: string) => ({ href: `${page}?${new URLSearchParams({ id: id ?? '', random: random() })}` });
  const project = projectDetails.includes(path);
  if (h5BaseUrl) {
    const base = h5BaseUrl.replace(/\/+$/, '');
    if (path === '/notice-details') return withId(`${base}/my/notice/notice-detail`);
    if (project) return withId(`${base}/bidding/home/info`);
    return { href: `${base}/` };
  }
  const search: Record<string, string> = id ? { id } : {};
  if (path === '/notice-details') return { to: '/noticeMobileDetail', search };
  if (project) return { to: '/projectMobile', search };
  return { to: '/homeMobile', search: {} };
}

/** The base path of the router: the tenant's path segment when the platform is served under one (`/t/<tenant>`). */
export function basepathOf(pathname: string): string {
  const tenant = /^\/t\/([A-Za-z0-9_-]+)(\/|$)/.exec(pathname);
  return tenant ? `/t/${tenant[1]}` : '/';
}
