/** The single sign-on providers the console knows; each appears only when configured. */
export const SSO_PROVIDERS = ['google', 'microsoft'] as const;
export type SsoProvider = (typeof SSO_PROVIDERS)[number];

/** Where a refused single sign-on comes back to; the login page explains. */
export const SSO_FAILED_PATH = '/admin/login?sso=failed';
