import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** Why the login failed ('Sai tên đăng nhập hoặc mật khẩu' …), read out as an alert. */
export default function LoginFailure({ message }: { message: string }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
      {message}
    </Alert>
  );
}
