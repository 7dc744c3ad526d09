import { Avatar, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconClipboardCheck, IconGasStation, IconSos, IconTool } from '@tabler/icons-react';
import { useState } from 'react';
import type { DriverProfile } from '@/contracts/fleet';
import { FLEET_MESSAGES } from '@/contracts/fleet-vocabulary';
import { isApiClientError } from '@/lib/client-error';
import { AuthImage, useAuthFile } from '@/ui/auth-file';
import { InfoList } from '@/ui/info-list';
import { EmptyView, LoadingState } from '@/ui/query-state';
import { RouterButton } from '@/ui/router-link';
import { useCurrentAssignment } from '../api/get-current-assignment';
import { useMyProfile } from '../api/get-my-profile';
import { DocumentList, groupDocuments, ProfileError } from './documents';
import { DEFAULT_DRIVER_POSITION } from './driver-header';
import { CONTROL_H, DriverScreen } from './driver-screen';
import { SosModal } from './sos-modal';

/**
 * /ho-so-xe-cua-toi: the driver card, the assigned vehicle, shortcuts to the shift's reports and
 * the documents grouped into the vehicle's and the driver's own, each with its count.
 */
export function MyProfilePage({ userId, onRelogin }: { userId: number; onRelogin: () => void }) {
  const profile = useMyProfile();
  let body: React.ReactNode;
  if (profile.data) body = <ProfileBody profile={profile.data} userId={userId} />;
  else if (profile.isError) {
    body =
      isApiClientError(profile.error) && profile.error.status === 404 ? (
        <EmptyView title={FLEET_MESSAGES.noProfile} />
      ) : (
        <ProfileError
          error={profile.error}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
          onRelogin={onRelogin}
        />
      );
  } else body = <LoadingState />;
  return <DriverScreen title="Hồ sơ xe của tôi">{body}</DriverScreen>;
}

function ProfileBody({ profile, userId }: { profile: DriverProfile; userId: number }) {
  const { taiXe, xeHienTai, danhSachGiayTo } = profile;
  const avatar = useAuthFile(taiXe.avatarUrl);
  const groups = groupDocuments(danhSachGiayTo);
  const [sos, setSos] = useState(false);
  const assignment = useCurrentAssignment();

  return (
    <Stack gap="md">
      <Card withBorder radius="lg" padding="md" component="section" aria-label="Tài xế">
        <Group gap="md" wrap="nowrap" mb="md">
          <Avatar src={avatar.objectUrl} name={taiXe.hoTen} size={64} radius="xl" color="blue" alt="" />
          <Stack gap={0} miw={0}>
            <Title order={2} size="h3" lineClamp={1}>
              {taiXe.hoTen}
            </Title>
            <Text c="dimmed">{taiXe.chucVu || DEFAULT_DRIVER_POSITION}</Text>
          </Stack>
        </Group>
        <InfoList
          cols={{ base: 1 }}
          items={[
            { label: 'Số điện thoại', value: taiXe.soDienThoai },
            { label: 'Email', value: taiXe.email },
          ]}
        />
      </Card>

      <Card withBorder radius="lg" padding="md" component="section" aria-label="Xe đang được phân công">
        <Title order={2} size="h4" mb="sm">
          Xe đang được phân công
        </Title>
        {xeHienTai ? (
          <Stack gap="sm">
            {xeHienTai.fileUrl && (
              <AuthImage src={xeHienTai.fileUrl} alt={`Ảnh xe ${xeHienTai.bienSo}`} radius="md" mah={220} fit="cover" />
            )}
            <Text fz={28} fw={800} lh={1.1}>
              {xeHienTai.bienSo}
            </Text>
            <InfoList
              cols={{ base: 2 }}
              items={[
                { label: 'Loại xe', value: xeHienTai.tenLoaiXe },
                { label: 'Hãng xe', value: xeHienTai.hangXe },
                { label: 'Model', value: xeHienTai.model },
              ]}
            />
          </Stack>
        ) : (
          <Text fw={600}>{FLEET_MESSAGES.noAssignment}</Text>
        )}
      </Card>

      <SimpleGrid cols={2} spacing="sm">
        <Button color="red.8" h={CONTROL_H + 8} leftSection={<IconSos aria-hidden />} onClick={() => setSos(true)}>
          Báo sự cố
        </Button>
        <RouterButton
          to="/tai-xe"
          search={{ tab: 'bao_duong' }}
          variant="light"
          h={CONTROL_H + 8}
          leftSection={<IconTool aria-hidden />}
        >
          Bảo dưỡng
        </RouterButton>
        <RouterButton
          to="/tai-xe-checklist"
          variant="light"
          h={CONTROL_H + 8}
          leftSection={<IconClipboardCheck aria-hidden />}
        >
          Checklist
        </RouterButton>
        <RouterButton
          to="/tai-xe-do-xang"
          variant="light"
          h={CONTROL_H + 8}
          leftSection={<IconGasStation aria-hidden />}
        >
          Đổ xăng
        </RouterButton>
      </SimpleGrid>

      {danhSachGiayTo.length === 0 ? (
        <EmptyView title={FLEET_MESSAGES.noDocuments} />
      ) : (
        <>
          <DocumentGroup title="Giấy tờ xe" documents={groups.vehicle} />
          <DocumentGroup title="Giấy tờ cá nhân" documents={groups.personal} />
        </>
      )}
      <SosModal
        opened={sos}
        onClose={() => setSos(false)}
        userId={userId}
        bienSo={assignment.data?.bienSo ?? xeHienTai?.bienSo}
      />
    </Stack>
  );
}

function DocumentGroup({ title, documents }: { title: string; documents: DriverProfile['danhSachGiayTo'] }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Group gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Badge size="lg" variant="filled" color="blue.8" circle={documents.length < 10}>
          {documents.length}
        </Badge>
      </Group>
      <DocumentList documents={documents} />
    </Stack>
  );
}
