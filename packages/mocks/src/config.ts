// Settings QA changes at run time (POST /__mock/config) to exercise expiry, refresh and the captcha.
const defaults = {
  /** Lifetime of access tokens; a few seconds lets tests watch a token expire and refresh. */
  accessTokenTtlSeconds: Number(globalThis.process?.env?.MOCK_ACCESS_TOKEN_TTL ?? 7200),
  refreshTokenTtlSeconds: 7 * 24 * 3600,
  /** false switches the login captcha off (login/checkCancelVerifyCode answers true). */
  captcha: true,
};

export const mockConfig = { ...defaults };

/** The settings as the mock starts with them: a reset to the seed puts them back too. */
export function resetMockConfig() {
  Object.assign(mockConfig, defaults);
}

/** The one password of every seeded account. */
export const seededPassword = 'Zc@123456';
