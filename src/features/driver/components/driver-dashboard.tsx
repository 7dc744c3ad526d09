import { Alert, Button, Stack, Text } from '@mantine/core';
import {
  IconAlertOctagon,
  IconClipboardCheck,
  IconGasStation,
  IconKey,
  IconLogout2,
  IconSos,
} from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { FLEET_MESSAGES, VEHICLE_STATUS_LABELS } from '@/contracts/fleet-vocabulary';
import { InstallButton } from '@/ui/install-button';
import { OutboxStatusBadge } from '@/ui/outbox-status-badge';
import { ErrorState, LoadingState } from '@/ui/query-state';
import { RenderLater } from '@/ui/render-later';
import { SyncChip } from '@/ui/sync-chip';
import { useChecklistItems } from '../api/get-checklist-items';
import { useCurrentAssignment } from '../api/get-current-assignment';
import { DISPATCH_PHONE } from '../config';
import { type DashboardView, deriveDashboard } from '../model/dashboard-state';
import { telHref } from '../model/dispatch';
import type { DriverTab } from '../model/tabs';
import { useDriverItems } from '../offline';
import { DashboardTabs } from './dashboard-tabs';
import { DriverHeader, type DriverIdentity } from './driver-header';
import { BigActionButton, CONTROL_H, PRIMARY_H } from './driver-screen';
import classes from './driver-screen.module.css';
import { type VehicleBadge, VehicleCard } from './vehicle-card';

// The forms load on first use (they bring the number inputs): the dashboard itself stays light.
const ReceiveModal = lazy(() => import('./receive-modal').then((m) => ({ default: m.ReceiveModal })));
const ReturnModal = lazy(() => import('./return-modal').then((m) => ({ default: m.ReturnModal })));
const FuelModal = lazy(() => import('./fuel-form').then((m) => ({ default: m.FuelModal })));
const SosModal = lazy(() => import('./sos-modal').then((m) => ({ default: m.SosModal })));

export const UNSAFE_BANNER = 'Xe không an toàn — đã báo bảo dưỡng';

export interface DriverDashboardProps {
  userId: number;
  username: string | undefined;
  driver: DriverIdentity | undefined;
  tab: DriverTab;
  onTabChange: (tab: DriverTab) => void;
  onLogout: () => void;
  loggingOut: boolean;
  /** Clears the session and goes to /login (the profile's 'Đăng nhập lại'). */
  onRelogin: () => void;
  /** The clock in/out card (attendance feature), composed by the route. */
  attendance?: ReactNode;
}

type Dialog = 'receive' | 'return' | 'sos' | 'fuel' | null;

/**
 * /tai-xe: the driver's shift on one screen. The step comes from deriveDashboard (server's
 * assignment + this phone's outbox), so every action shows its effect at once, offline too.
 */
export function DriverDashboard({
  userId,
  username,
  driver,
  tab,
  onTabChange,
  onLogout,
  loggingOut,
  onRelogin,
  attendance,
}: DriverDashboardProps) {
  const navigate = useNavigate();
  const assignment = useCurrentAssignment();
  const items = useDriverItems(userId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const checklistItems = useChecklistItems(assignment.data?.xeId);
  const criticalItemIds = useMemo(
    () =>
      checklistItems.data
        ? new Set(checklistItems.data.filter((i) => i.mucDo === 'CRITICAL').map((i) => i.id))
        : undefined,
    [checklistItems.data],
  );

  // The query's own result, so deriveDashboard reads (and subscribes to) only the fields it uses.
  const view = deriveDashboard({
    assignment,
    items,
    checkoutOpen: dialog === 'return',
    criticalItemIds,
  });
  const current = view.assignment;
  const close = () => setDialog(null);

  return (
    <div className={classes.screen}>
      <DriverHeader driver={driver} username={username} items={items} onLogout={onLogout} loggingOut={loggingOut} />
      <main className={classes.column}>
        <div className={classes.stack}>
          <SyncChip />

          {view.unsafe && (
            <Alert
              color="red"
              variant="filled"
              radius="md"
              icon={<IconAlertOctagon size={28} aria-hidden />}
              title={UNSAFE_BANNER}
              role="alert"
              styles={{ title: { fontSize: 18 } }}
            >
              <Stack gap="xs">
                <Text c="white">Không vận hành xe. Liên hệ điều phối để được hỗ trợ.</Text>
                <Button component="a" href={telHref(DISPATCH_PHONE)} variant="white" color="red" h={CONTROL_H}>
                  Gọi điều phối
                </Button>
              </Stack>
            </Alert>
          )}

          <ShiftPanel
            view={view}
            onRetry={() => void assignment.refetch()}
            // Only the error state shows it: read always, every refetch would redraw the dashboard.
            retrying={view.step === 'ERROR' && assignment.isFetching}
            onReceive={() => setDialog('receive')}
            onChecklist={() => void navigate({ to: '/tai-xe-checklist' })}
            onReturn={() => setDialog('return')}
          />

          {/* One or two equal columns; not SimpleGrid, as in VehicleCard. */}
          <div className={`${classes.row} ${classes.gapSm} ${classes.grow}`}>
            <Button
              color="red.8"
              size="lg"
              h={PRIMARY_H}
              px="sm"
              fz={18}
              leftSection={<IconSos size={26} aria-hidden />}
              onClick={() => setDialog('sos')}
            >
              Báo sự cố
            </Button>
            {(view.step === 'ON_DUTY' || view.step === 'CHECK_OUT') && current && (
              <Button
                variant="outline"
                size="lg"
                h={PRIMARY_H}
                px="sm"
                fz={18}
                leftSection={<IconGasStation size={24} aria-hidden />}
                onClick={() => setDialog('fuel')}
              >
                Đổ xăng
              </Button>
            )}
          </div>

          <RenderLater>
            {attendance}

            <DashboardTabs
              tab={tab}
              onTabChange={onTabChange}
              items={items}
              criticalItemIds={criticalItemIds}
              onRelogin={onRelogin}
            />
            <InstallButton size="lg" h={PRIMARY_H} fullWidth />
          </RenderLater>
        </div>
      </main>

      <Suspense fallback={null}>
        {current && dialog === 'receive' && !view.unsafe && (
          <ReceiveModal opened onClose={close} assignment={current} recordedOdo={view.currentOdo} />
        )}
        {current && dialog === 'return' && (
          <ReturnModal opened onClose={close} assignment={current} recordedOdo={view.currentOdo} />
        )}
        {current && dialog === 'fuel' && (
          <FuelModal opened onClose={close} xeId={current.xeId} recordedOdo={view.currentOdo} />
        )}
        {dialog === 'sos' && (
          <SosModal opened onClose={close} userId={userId} bienSo={current?.bienSo} recordedOdo={view.currentOdo} />
        )}
      </Suspense>
    </div>
  );
}

function ShiftPanel({
  view,
  onRetry,
  retrying,
  onReceive,
  onChecklist,
  onReturn,
}: {
  view: DashboardView;
  onRetry: () => void;
  retrying: boolean;
  onReceive: () => void;
  onChecklist: () => void;
  onReturn: () => void;
}) {
  if (view.step === 'LOADING') return <LoadingState label="Đang tải thông tin xe..." />;
  if (view.step === 'ERROR') {
    return <ErrorState title="Lỗi tải dữ liệu dashboard" error={view.error} onRetry={onRetry} retrying={retrying} />;
  }
  if (view.step === 'NO_ASSIGNMENT' || !view.assignment) {
    return (
      <div className={`${classes.card} ${classes.roomy}`}>
        <p className={`${classes.text} ${classes.large} ${classes.semibold} ${classes.centered}`}>
          {FLEET_MESSAGES.noAssignment}
        </p>
      </div>
    );
  }
  const step = STEP_TEXT[view.step];
  return (
    <div className={classes.stack}>
      <VehicleCard assignment={view.assignment} odo={view.currentOdo} badge={vehicleBadge(view)} />
      <section className={classes.card} aria-label="Ca làm việc">
        <div className={classes.stackSm}>
          <div className={`${classes.row} ${classes.between} ${classes.top}`}>
            <div className={`${classes.stack} ${classes.gapTiny}`}>
              <p className={`${classes.text} ${classes.large} ${classes.heavy}`} data-testid="shift-step">
                {step.title}
              </p>
              <p className={`${classes.text} ${classes.small}`}>{step.hint}</p>
            </div>
            {view.unconfirmed && view.basedOn && <OutboxStatusBadge item={view.basedOn} />}
          </div>
          {view.step === 'ASSIGNED' &&
            (view.unsafe ? (
              <Alert color="red" variant="light" role="status" data-testid="receive-blocked">
                <Text fw={700}>{FLEET_MESSAGES.vehicleUnsafe}</Text>
                {view.assignment.lyDoKhongAnToan && <Text size="sm">{view.assignment.lyDoKhongAnToan}</Text>}
              </Alert>
            ) : (
              <BigActionButton leftSection={<IconKey size={26} aria-hidden />} onClick={onReceive}>
                Nhận xe & bắt đầu ca
              </BigActionButton>
            ))}
          {view.step === 'CHECKLIST' && (
            <BigActionButton leftSection={<IconClipboardCheck size={26} aria-hidden />} onClick={onChecklist}>
              Làm checklist đầu ca
            </BigActionButton>
          )}
          {(view.step === 'ON_DUTY' || view.step === 'CHECK_OUT') && (
            <BigActionButton color="dark" leftSection={<IconLogout2 size={26} aria-hidden />} onClick={onReturn}>
              Kết thúc ca & trả xe
            </BigActionButton>
          )}
        </div>
      </section>
    </div>
  );
}

/** The vehicle's status as this phone knows it: ahead of the server while reports wait. */
function vehicleBadge(view: DashboardView): VehicleBadge | undefined {
  if (!view.assignment) return undefined;
  if (view.unsafe) return { label: VEHICLE_STATUS_LABELS.MAINTENANCE, color: 'red' };
  if (view.step === 'ASSIGNED') return { label: VEHICLE_STATUS_LABELS[view.assignment.trangThaiXe], color: 'blue' };
  return { label: VEHICLE_STATUS_LABELS.IN_USE, color: 'green' };
}

const STEP_TEXT: Record<'ASSIGNED' | 'CHECKLIST' | 'ON_DUTY' | 'CHECK_OUT', { title: string; hint: string }> = {
  ASSIGNED: { title: 'Chưa nhận xe', hint: 'Nhận xe để bắt đầu ca làm việc.' },
  CHECKLIST: { title: 'Đã nhận xe', hint: 'Kiểm tra an toàn xe trước khi chạy.' },
  ON_DUTY: { title: 'Đang trong ca', hint: 'Chúc bạn thượng lộ bình an.' },
  CHECK_OUT: { title: 'Đang trả xe', hint: 'Nhập số ODO để kết thúc ca.' },
};
