import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CANCEL_LABEL } from './labels';
import { Modal } from './modal';

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
  /** Desk-sized buttons for the office console (default: glove-sized for the driver's phone). */
  compact?: boolean;
}

/** A yes/no question with glove-sized buttons; the safe choice is the default focus. */
export function ConfirmDialog({
  opened,
  title,
  message,
  children,
  confirmLabel,
  cancelLabel = CANCEL_LABEL,
  color = 'blue',
  loading = false,
  onConfirm,
  onCancel,
  compact = false,
}: ConfirmDialogProps) {
  const button = compact ? ({ size: 'sm' } as const) : ({ size: 'lg', h: 56 } as const);
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered radius="lg" size="md">
      <Stack gap={compact ? 'md' : 'lg'}>
        {typeof message === 'string' ? <Text size={compact ? 'sm' : 'lg'}>{message}</Text> : message}
        {children}
        <Group grow={!compact} justify="flex-end" gap="sm">
          <Button variant="default" {...button} onClick={onCancel} disabled={loading} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color={color} {...button} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
