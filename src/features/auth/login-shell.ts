/**
 * dist/login.html draws the form's first frame before its script runs (login-shell.html), beside
 * #root, and hides it with CSS once a screen renders. Someone on a slow link may start typing into
 * it, and a password manager may fill it: the form takes those values and the focused field in its
 * first render, and removes the frame when it is on the page.
 */
export type LoginField = 'username' | 'password';

export interface LoginShellState {
  values: Record<LoginField, string>;
  focused?: LoginField;
}

const LOGIN_SHELL_ID = 'login-shell';

export function readLoginShell(): LoginShellState {
  const shell = typeof document === 'undefined' ? null : document.getElementById(LOGIN_SHELL_ID);
  const input = (name: LoginField) => shell?.querySelector<HTMLInputElement>(`input[name="${name}"]`) ?? null;
  const username = input('username');
  const password = input('password');
  const active = shell ? document.activeElement : null;
  return {
    values: { username: username?.value ?? '', password: password?.value ?? '' },
    focused: active && active === username ? 'username' : active && active === password ? 'password' : undefined,
  };
}

/** Its inputs gone too: a password manager sees one login form. */
export function removeLoginShell() {
  document.getElementById(LOGIN_SHELL_ID)?.remove();
}
