import { Button, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { promptInstall, useCanInstall } from './install-prompt';

/** Rendered only where the browser offered installation (`beforeinstallprompt` fired). */
export function InstallButton(props: ButtonProps) {
  const canInstall = useCanInstall();
  if (!canInstall) return null;
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={18} aria-hidden />}
      onClick={() => void promptInstall()}
      {...props}
    >
      Cài đặt ứng dụng
    </Button>
  );
}
