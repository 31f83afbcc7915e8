// Settings QA changes at run time (POST /__mock/config) to exercise expiry, refresh and the captcha.
export const mockConfig = {
  /** Lifetime of access tokens; a few seconds lets tests watch a token expire and refresh. */
  accessTokenTtlSeconds: Number(globalThis.process?.env?.MOCK_ACCESS_TOKEN_TTL ?? 7200),
  refreshTokenTtlSeconds: 7 * 24 * 3600,
  /** false switches the login captcha off (login/checkCancelVerifyCode answers true). */
  captcha: true,
};

/** The one password of every seeded account. */
export const seededPassword = 'Zc@123456';
