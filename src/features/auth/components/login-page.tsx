import { Box, Button, Center, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconTruck } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { type FormEvent, lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { InstallButton } from '@/ui/install-button';
import { BRAND_COLOR } from '@/ui/theme';
import { loadLoginRequest, useLogin } from '../api/login';
import { type LoginField, readLoginShell, removeLoginShell } from '../login-shell';
import { safeRedirect } from '../redirect';

// The failure's alert (Alert, its close button and icon) is not part of showing the form: it loads
// with the form's schema, while the user types, and is there before any answer can fail.
const loadLoginFailure = () => import('./login-failure');
const LoginFailure = lazy(loadLoginFailure);

type FieldErrors = Partial<Record<LoginField, string>>;

export function LoginPage({ redirectTo }: { redirectTo?: string }) {
  const router = useRouter();
  const loginMutation = useLogin();
  // What was typed into the page's first frame, before this script ran (../login-shell.ts).
  const [shell] = useState(readLoginShell);
  const [values, setValues] = useState(shell.values);
  const formRef = useRef<HTMLFormElement>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  // The form's schema, the API client and the session store (Dexie) are not needed to show the
  // form: fetch them once the user turns to it (focus or touch), while they type — not while the
  // page starts, where their evaluation was ~0.5 s of main thread at CPU ×4 for someone who may
  // only be looking. Submitting before they arrive waits for them.
  const prepareSubmit = () => {
    void loadLoginRequest().catch(() => undefined);
    void loadLoginFailure().catch(() => undefined);
  };

  // Before the first paint: the shell goes, and the field someone was in keeps the focus, the caret
  // after their text. Read again here: the form renders in slices (LoginRoute), and the shell takes
  // keys between the first read and this commit.
  useLayoutEffect(() => {
    const latest = readLoginShell();
    removeLoginShell();
    if (latest.values.username !== shell.values.username || latest.values.password !== shell.values.password) {
      setValues(latest.values);
    }
    const input = latest.focused && formRef.current?.elements.namedItem(latest.focused);
    if (!(input instanceof HTMLInputElement)) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [shell]);

  const update = (field: LoginField) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
    if (fieldErrors[field]) setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { errorMessage, homePathFor, isApiClientError, loginRequest } = await loadLoginRequest();
    const parsed = loginRequest.safeParse(values);
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as LoginField;
        errors[field] ??= issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setFailure(null);
    loginMutation.mutate(parsed.data, {
      onSuccess: ({ user }) => {
        router.history.push(safeRedirect(redirectTo) ?? homePathFor(user));
      },
      onError: (error) => {
        setFailure(errorMessage(error));
        if (isApiClientError(error) && error.fieldErrors) {
          setFieldErrors({ username: error.fieldErrors.username, password: error.fieldErrors.password });
        }
      },
    });
  };

  return (
    <Center mih="100dvh" p="md" bg="gray.1">
      <Paper component="main" withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
        <form
          ref={formRef}
          onSubmit={(event) => void submit(event)}
          onFocus={prepareSubmit}
          onPointerDown={prepareSubmit}
          noValidate
        >
          <Stack gap="md">
            <Group gap="xs" justify="center">
              <IconTruck size={36} color={BRAND_COLOR} aria-hidden />
              <Text fw={800} fz="xl" c={BRAND_COLOR}>
                Vận Tải
              </Text>
            </Group>
            <Title order={1} ta="center" size="h2">
              Đăng nhập
            </Title>
            {loginMutation.isError && failure && (
              <Suspense fallback={<Text role="alert">{failure}</Text>}>
                <LoginFailure message={failure} />
              </Suspense>
            )}
            <TextInput
              label="Tên đăng nhập"
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              withAsterisk
              size="md"
              value={values.username}
              onChange={update('username')}
              error={fieldErrors.username}
              data-autofocus
            />
            <PasswordInput
              label="Mật khẩu"
              name="password"
              autoComplete="current-password"
              withAsterisk
              size="md"
              value={values.password}
              onChange={update('password')}
              error={fieldErrors.password}
            />
            <Button type="submit" size="lg" fullWidth loading={loginMutation.isPending}>
              Đăng nhập
            </Button>
            <Box ta="center">
              <InstallButton variant="subtle" />
            </Box>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
