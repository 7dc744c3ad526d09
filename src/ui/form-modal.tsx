import { Alert, Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CANCEL_LABEL } from './labels';

// The catalogue create/edit modals share their frame: a no-validate form, its fields, the form-level error,
// then "Hủy bỏ" and the submit button.
export function FormModal({
  opened,
  onClose,
  title,
  size,
  onSubmit,
  formError,
  pending,
  submitLabel,
  submitDisabled,
  hideSubmit = false,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: ModalProps['size'];
  onSubmit: () => void;
  formError: string | null;
  pending: boolean;
  submitLabel: string;
  submitDisabled?: boolean;
  /** A view-only state of the form: only "Hủy bỏ" shows. */
  hideSubmit?: boolean;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="md">
          {children}
          {formError && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
              {formError}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {CANCEL_LABEL}
            </Button>
            {!hideSubmit && (
              <Button type="submit" loading={pending} disabled={submitDisabled}>
                {submitLabel}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
