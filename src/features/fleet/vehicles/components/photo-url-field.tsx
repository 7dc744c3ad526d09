import { Button, FileButton, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { ACCEPTED_IMAGE_TYPES } from '@/contracts/uploads-vocabulary';
import { uploadImage } from '@/lib/upload-image';
import { AuthImage } from '@/ui/auth-file';

export const UPLOAD_FAILED_MESSAGE = 'Tải ảnh lên thất bại. Vui lòng thử lại.';

/**
 * A photo given as a URL: upload a file (stored under `folder`, the field then holds its
 * `/api/files/{id}`) or paste an http(s) address; the preview fetches our files with the token.
 */
export function PhotoUrlField({
  label,
  folder,
  value,
  onChange,
  error,
}: {
  label: string;
  folder: string;
  value: string;
  onChange: (url: string) => void;
  error?: string;
}) {
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      onChange(await uploadImage(file, folder));
    } catch (cause) {
      setUploadError(cause instanceof Error && cause.message ? cause.message : UPLOAD_FAILED_MESSAGE);
    } finally {
      setUploading(false);
    }
  };

  const trimmed = value.trim();
  return (
    <Input.Wrapper label={label} error={error ?? uploadError}>
      <Stack gap="xs" mt={4}>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            aria-label={`${label} (URL)`}
            placeholder="/api/files/… hoặc https://…"
            value={value}
            onChange={(e) => onChange(e.currentTarget.value)}
            error={Boolean(error)}
            style={{ flex: 1 }}
          />
          <FileButton onChange={(f) => void upload(f)} accept={ACCEPTED_IMAGE_TYPES.join(',')}>
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconUpload size={16} aria-hidden />} loading={uploading}>
                Tải ảnh lên
              </Button>
            )}
          </FileButton>
        </Group>
        {trimmed && !error && (
          <Group gap="sm" align="flex-end">
            <AuthImage src={trimmed} alt={label} w={160} h={110} fit="cover" radius="md" placeholderHeight={110} />
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => onChange('')}
            >
              Bỏ ảnh
            </Button>
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
