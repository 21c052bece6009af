/**
 * Where sign-in or sign-up sends the shopper afterwards: the `next` path a guarded page put in the address, when it
 * is a path on this site. Anything else (another origin, `//host`, a backslash trick, a scheme) is ignored, so a link
 * to our login page can never send someone to another site.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  // Control characters and backslashes are read as slashes or dropped by browsers: never part of a path of ours.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const url = new URL(value, "http://store.invalid");
    if (url.origin !== "http://store.invalid") return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The login (or register) address that brings the shopper back to `path` once signed in. */
export function signInPathFor(path: string, page: "/login" | "/register" = "/login"): string {
  const next = safeNextPath(path);
  return next && next !== "/" ? `${page}?next=${encodeURIComponent(next)}` : page;
}

/** Where a user goes once signed in, when no page asked to be returned to: admins to the back office, auditors to the audit area. */
export function homeFor(role: string | undefined): string {
  return role === "admin" ? "/admin/dashboard" : role === "auditor" ? "/audit" : "/";
}
