import { Alert, Badge, Button, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconFileText, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { DriverDocument } from '@/contracts/fleet';
import { DOCUMENT_TYPE_LABELS, EXPIRY_LABELS, expiryState, FLEET_MESSAGES } from '@/contracts/fleet-vocabulary';
import { errorMessage } from '@/lib/client-error';
import { formatDate } from '@/lib/format';
import { FilePreview } from '@/ui/file-preview';
import { Modal } from '@/ui/modal';
import { ErrorState } from '@/ui/query-state';
import { CONTROL_H } from './driver-screen';

/** Documents that belong to the vehicle vs. to the driver (spec 003 own profile). */
export function groupDocuments(documents: readonly DriverDocument[]) {
  return {
    vehicle: documents.filter((d) => d.xeId !== null),
    personal: documents.filter((d) => d.xeId === null),
  };
}

export function ExpiryBadge({ ngayHetHan, today }: { ngayHetHan: string | null; today?: Date }) {
  const state = expiryState(ngayHetHan, today);
  if (state === 'expired') {
    return (
      <Badge color="red" variant="filled" size="lg">
        {EXPIRY_LABELS.expired}
      </Badge>
    );
  }
  if (state === 'soon') {
    return (
      <Badge color="yellow.5" c="dark" variant="filled" size="lg">
        {EXPIRY_LABELS.soon}
      </Badge>
    );
  }
  return null;
}

/** A list of documents; a tap opens the file or says there is none. */
export function DocumentList({ documents }: { documents: readonly DriverDocument[] }) {
  const [open, setOpen] = useState<DriverDocument | null>(null);
  if (documents.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="md">
        {FLEET_MESSAGES.noDocuments}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {documents.map((doc) => (
        <UnstyledButton
          key={doc.id}
          onClick={() => setOpen(doc)}
          aria-label={`Mở giấy tờ ${doc.tenHienThi}`}
          style={{ borderRadius: 'var(--mantine-radius-lg)' }}
        >
          <Card withBorder radius="lg" padding="md" mih={CONTROL_H + 24}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap" miw={0}>
                <IconFileText size={28} aria-hidden style={{ flexShrink: 0 }} />
                <Stack gap={4} miw={0} align="flex-start">
                  <Text fw={700} lineClamp={2}>
                    {doc.tenHienThi}
                  </Text>
                  <ExpiryBadge ngayHetHan={doc.ngayHetHan} />
                  <Text size="sm" c="dimmed">
                    {DOCUMENT_TYPE_LABELS[doc.loaiGiayTo] ?? doc.loaiGiayTo}
                    {doc.soGiayTo ? ` · Số ${doc.soGiayTo}` : ''}
                  </Text>
                  <Text size="sm" fw={600}>
                    {doc.ngayHetHan ? `Hết hạn: ${formatDate(doc.ngayHetHan)}` : 'Không có ngày hết hạn'}
                  </Text>
                  {!doc.active && (
                    <Badge color="gray" variant="filled">
                      Hết hiệu lực
                    </Badge>
                  )}
                </Stack>
              </Group>
              <IconChevronRight size={22} aria-hidden style={{ flexShrink: 0 }} />
            </Group>
          </Card>
        </UnstyledButton>
      ))}
      <DocumentViewer document={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}

/**
 * The document's file inside the app (image inline, PDF framed, else a link), fetched with the
 * token so the service worker keeps it: a file viewed once opens again offline. Without a file:
 * 'Giấy tờ này chưa có file đính kèm.'.
 */
function DocumentViewer({ document, onClose }: { document: DriverDocument | null; onClose: () => void }) {
  return (
    <Modal opened={document !== null} onClose={onClose} title={document?.tenHienThi} fullScreen radius={0}>
      <Stack gap="md">
        {document?.fileUrl ? (
          <FilePreview url={document.fileUrl} title={document.tenHienThi} large />
        ) : (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />} role="alert">
            {FLEET_MESSAGES.noDocumentFile}
          </Alert>
        )}
        <Button variant="default" size="lg" h={CONTROL_H + 8} onClick={onClose}>
          Đóng
        </Button>
      </Stack>
    </Modal>
  );
}

/**
 * The profile's error: the server's message, 'Thử lại', and — when it says the session expired
 * ('hết hạn') — 'Đăng nhập lại', which clears the session and goes to /login.
 */
export function ProfileError({
  error,
  onRetry,
  retrying,
  onRelogin,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  onRelogin: () => void;
}) {
  const message = errorMessage(error);
  return (
    <Stack gap="sm">
      <ErrorState error={error} onRetry={onRetry} retrying={retrying} title="Không tải được hồ sơ" />
      {message.includes('hết hạn') && (
        <Button size="lg" h={CONTROL_H + 8} onClick={onRelogin}>
          Đăng nhập lại
        </Button>
      )}
    </Stack>
  );
}
