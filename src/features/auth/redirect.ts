/**
 * Where to go after login: a same-origin path the user was sent away from, or null for "the user's
 * own home" (homePathFor: drivers /tai-xe, others /). '/' itself means home, so it yields null too.
 */
export function safeRedirect(target: string | undefined): string | null {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  if (target === '/' || target === '/login' || target.startsWith('/login?') || target.startsWith('/login/'))
    return null;
  return target;
}
