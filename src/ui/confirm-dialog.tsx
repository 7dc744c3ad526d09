import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** The question; extra content (a list of what will be lost) may follow it. */
  message: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** 'red' for destructive actions. */
  color?: string;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question with glove-sized buttons; the safe choice is the default focus. */
export function ConfirmDialog({
  opened,
  title,
  message,
  children,
  confirmLabel,
  cancelLabel = 'Hủy',
  color = 'blue',
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered radius="lg" size="md">
      <Stack gap="lg">
        {typeof message === 'string' ? <Text size="lg">{message}</Text> : message}
        {children}
        <Group grow gap="sm">
          <Button variant="default" size="lg" h={56} onClick={onCancel} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color={color} size="lg" h={56} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
