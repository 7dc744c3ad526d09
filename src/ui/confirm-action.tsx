import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

export type ConfirmActionProps = Omit<ConfirmDialogProps, 'compact'>;

/**
 * The office console's confirmation (delete, decommission, deactivate): desk-sized buttons,
 * 'Hủy bỏ' to back out (focused first), a red confirm by default, and a loading state that keeps
 * the dialog open until the action answers.
 */
export function ConfirmAction({ color = 'red', loading = false, ...props }: ConfirmActionProps) {
  return (
    <ConfirmDialog
      {...props}
      compact
      color={color}
      loading={loading}
      onCancel={loading ? () => undefined : props.onCancel}
    />
  );
}
