import { Button, List } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime, initialsOf } from '@/lib/format';
import { isUnsent } from '@/offline/outbox-view';
import type { OutboxItem } from '@/offline/types';
import { useAuthFile } from '@/ui/auth-file';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { CONTROL_H, DriverTopBar } from './driver-screen';
import classes from './driver-screen.module.css';

export const DEFAULT_DRIVER_POSITION = 'Tài xế';

export interface DriverIdentity {
  hoTen: string | null | undefined;
  chucVu: string | null | undefined;
  avatarUrl: string | null | undefined;
}

export const unsentWarning = (n: number) =>
  `Bạn còn ${n} mục chưa gửi. Các mục này chỉ được gửi khi bạn đăng nhập lại trên máy này.`;

/**
 * Avatar, name, position ('Tài xế' by default) and logout. Logging out with unsent items asks
 * first and lists them: they stay on the phone and are sent only for this driver.
 */
export function DriverHeader({
  driver,
  username,
  items,
  onLogout,
  loggingOut,
}: {
  driver: DriverIdentity | undefined;
  username: string | undefined;
  items: readonly OutboxItem[];
  onLogout: () => void;
  loggingOut: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const unsent = items.filter(isUnsent);
  const name = driver?.hoTen ?? username ?? 'Đang tải...';
  const avatar = useAuthFile(driver?.avatarUrl);

  const logout = () => {
    if (unsent.length > 0) setAsking(true);
    else onLogout();
  };

  return (
    <DriverTopBar>
      <div className={`${classes.row} ${classes.between} ${classes.gapSm}`}>
        <div className={`${classes.row} ${classes.gapSm} ${classes.shrinkable}`}>
          <DriverAvatar src={avatar.objectUrl} name={name} />
          <div className={classes.shrinkable}>
            <h1 className={`${classes.title} ${classes.tight}`}>{name}</h1>
            <p className={classes.subtitle}>{driver?.chucVu || DEFAULT_DRIVER_POSITION}</p>
          </div>
        </div>
        <Button
          variant="white"
          color="dark"
          h={CONTROL_H}
          px="sm"
          style={{ flexShrink: 0 }}
          leftSection={<IconLogout size={20} aria-hidden />}
          onClick={logout}
          loading={loggingOut}
        >
          Đăng xuất
        </Button>
      </div>
      <ConfirmDialog
        opened={asking}
        title="Đăng xuất?"
        message={unsentWarning(unsent.length)}
        confirmLabel="Vẫn đăng xuất"
        cancelLabel="Ở lại"
        color="red"
        loading={loggingOut}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onLogout();
        }}
      >
        <List spacing={4} size="sm">
          {unsent.map((item) => (
            <List.Item key={item.id}>
              {item.label} · {formatDateTime(item.occurredAt)}
            </List.Item>
          ))}
        </List>
      </ConfirmDialog>
    </DriverTopBar>
  );
}

/** The driver's photo, or their initials while it loads, when there is none or it fails. */
function DriverAvatar({ src, name }: { src: string | null | undefined; name: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <div className={classes.avatar}>
      {src && src !== failedSrc ? (
        <img className={classes.avatarImage} src={src} alt="" onError={() => setFailedSrc(src)} />
      ) : (
        <span className={classes.avatarInitials}>{initialsOf(name)}</span>
      )}
    </div>
  );
}
