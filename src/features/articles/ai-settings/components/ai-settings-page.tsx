import { Alert, Badge, Button, Card, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { AI_SOURCE_LABELS, type AiSettings, AI_SETTINGS_MESSAGES as T } from '@/contracts/ai-settings';
import { ConfirmAction } from '@/ui/confirm-action';
import { notifyError, notifySuccess } from '@/ui/notify';
import { PageHeader } from '@/ui/page-header';
import { ErrorState, LoadingState } from '@/ui/query-state';
import { useAiSettings, useResetAiSettings, useTestAiSettings, useUpdateAiSettings } from '../api/ai-settings';

/** /cai-dat-ai: the OpenAI-compatible model server the writer's generate buttons use. */
export function AiSettingsPage() {
  const settings = useAiSettings();
  return (
    <Stack gap="md">
      <PageHeader
        title="Cài đặt AI"
        description="Máy chủ mô hình tương thích OpenAI (Ollama, llama.cpp server, vLLM, LM Studio hoặc dịch vụ trực tuyến)."
      />
      {settings.isPending ? (
        <LoadingState />
      ) : settings.isError && !settings.data ? (
        <ErrorState
          error={settings.error}
          title={T.loadFailed}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <AiSettingsForm current={settings.data} />
      )}
    </Stack>
  );
}

function AiSettingsForm({ current }: { current: AiSettings }) {
  const [baseUrl, setBaseUrl] = useState(current.baseUrl ?? '');
  const [model, setModel] = useState(current.model ?? '');
  const [apiKey, setApiKey] = useState('');
  const [clearApiKey, setClearApiKey] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);
  const update = useUpdateAiSettings();
  const reset = useResetAiSettings();
  const test = useTestAiSettings();

  useEffect(() => {
    setBaseUrl(current.baseUrl ?? '');
    setModel(current.model ?? '');
  }, [current.baseUrl, current.model]);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const answer = await update.mutateAsync({ baseUrl, model, apiKey, clearApiKey });
      setApiKey('');
      setClearApiKey(false);
      notifySuccess(answer.message ?? T.saved);
    } catch (error) {
      notifyError(error, T.saveFailed);
    }
  };
  const check = async () => {
    try {
      const result = await test.mutateAsync({ baseUrl, model, apiKey });
      (result.ok ? notifySuccess : (m: string) => notifyError(new Error(m), m))(result.message);
    } catch (error) {
      notifyError(error, T.testFailed);
    }
  };

  return (
    <Card withBorder radius="lg" padding="md">
      <form onSubmit={save} noValidate>
        <Stack gap="md" maw={640}>
          <Group gap="xs">
            <Text size="sm">Đang dùng:</Text>
            <Badge color={current.configured ? 'green' : 'gray'} variant="light">
              {AI_SOURCE_LABELS[current.source]}
            </Badge>
          </Group>
          {!current.configured && (
            <Alert color="yellow" variant="light">
              Chưa có mô hình AI: người viết vẫn hoàn thành bài bằng cách tự nhập từng bước.
            </Alert>
          )}
          <TextInput
            label="Địa chỉ máy chủ (base URL)"
            description="Ví dụ http://127.0.0.1:11434/v1 (Ollama) hoặc https://api.openai.com/v1"
            required
            value={baseUrl}
            onChange={(e) => setBaseUrl(e.currentTarget.value)}
            error={update.error && !baseUrl.trim() ? T.baseUrl : undefined}
          />
          <TextInput
            label="Mô hình"
            description="Tên mô hình trên máy chủ, ví dụ llama3.1:8b hoặc gpt-4o-mini"
            required
            value={model}
            onChange={(e) => setModel(e.currentTarget.value)}
          />
          <PasswordInput
            label="Khóa API"
            description={current.hasApiKey ? T.apiKeyKeep : 'Để trống nếu máy chủ không cần khóa.'}
            value={apiKey}
            onChange={(e) => setApiKey(e.currentTarget.value)}
            disabled={clearApiKey}
            autoComplete="new-password"
          />
          {current.hasApiKey && (
            <Checkbox
              label="Xóa khóa API đã lưu"
              checked={clearApiKey}
              onChange={(e) => setClearApiKey(e.currentTarget.checked)}
            />
          )}
          <Group gap="sm">
            <Button type="submit" loading={update.isPending}>
              Lưu
            </Button>
            <Button
              variant="light"
              leftSection={<IconPlugConnected size={18} aria-hidden />}
              onClick={() => void check()}
              loading={test.isPending}
            >
              Kiểm tra kết nối
            </Button>
            {current.source === 'settings' && (
              <Button variant="subtle" color="red" onClick={() => setConfirmReset(true)}>
                Dùng cấu hình môi trường
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      <ConfirmAction
        opened={confirmReset}
        title="Xóa cài đặt AI đã lưu?"
        message="Máy chủ sẽ dùng AI_BASE_URL, AI_MODEL, AI_API_KEY của môi trường (nếu có)."
        confirmLabel="Xóa cài đặt"
        loading={reset.isPending}
        onCancel={() => setConfirmReset(false)}
        onConfirm={async () => {
          try {
            const answer = await reset.mutateAsync();
            notifySuccess(answer.message ?? T.reset);
            setConfirmReset(false);
          } catch (error) {
            notifyError(error, T.saveFailed);
          }
        }}
      />
    </Card>
  );
}
