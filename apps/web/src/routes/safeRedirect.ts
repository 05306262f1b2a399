/** Only same-origin paths are followed after login (no "//host" or "https://..." open redirects). */
export const safeRedirect = (value: string | null | undefined): string =>
  value?.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\") ? value : "/";

export const OAUTH_RETURN_KEY = "quadra:oauth-return";
