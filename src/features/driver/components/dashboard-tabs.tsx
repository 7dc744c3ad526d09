import { Stack, Tabs } from '@mantine/core';
import {
  IconChecklist,
  IconChevronRight,
  IconFileText,
  IconGasStation,
  type IconProps,
  IconTool,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { type ComponentType, lazy, Suspense } from 'react';
import type { FuelLog, TicketSummary } from '@/contracts/fleet';
import { FUEL_STATUS_LABELS, TICKET_STATUS_LABELS, TICKET_TYPE_LABELS, unitPrice } from '@/contracts/fleet-vocabulary';
import { formatDateTime, formatMoney, formatNumber } from '@/lib/format';
import { compareCodeUnits } from '@/lib/text-order';
import { notYetIn, payloadItems, payloadNumber, payloadString } from '@/offline/outbox-view';
import type { OutboxItem } from '@/offline/types';
import { LoadingState } from '@/ui/query-state';
import { RouterButton } from '@/ui/router-link';
import { useMyChecklists, useMyFuelLogs, useMyTickets } from '../api/get-my-lists';
import { useMyProfile } from '../api/get-my-profile';
import { hasCriticalNg } from '../model/dashboard-state';
import { DRIVER_TABS, type DriverTab } from '../model/tabs';
import { sortTickets, TICKET_COLORS, ticketProgress, ticketSteps } from '../model/ticket-progress';
import { DocumentList, ProfileError } from './documents';
import { CONTROL_H, PRIMARY_H } from './driver-screen';
import { Empty, Loaded } from './loaded';
import { RecordCard, type RecordPhoto } from './record-card';

const TAB_LABELS: Record<DriverTab, string> = {
  giay_to: 'Giấy tờ',
  fuel: 'Xăng dầu',
  checklist: 'Checklist',
  bao_duong: 'Bảo dưỡng',
  van_hang: 'Đơn hàng',
};
const TAB_ICONS: Record<DriverTab, ComponentType<IconProps>> = {
  giay_to: IconFileText,
  fuel: IconGasStation,
  checklist: IconChecklist,
  bao_duong: IconTool,
  van_hang: IconTruckDelivery,
};

// The orders screen (list, detail, progress, confirmations) loads when its tab is first opened.
const OrdersTab = lazy(() => import('./orders-tab').then((m) => ({ default: m.OrdersTab })));

/** Fixed, so the tabs and the panel name each other (Mantine's `${id}-tab-…` and our `${id}-panel-…`). */
const TABS_ID = 'driver-tabs';
const tabId = (tab: DriverTab) => `${TABS_ID}-tab-${tab}`;
const panelId = (tab: DriverTab) => `${TABS_ID}-panel-${tab}`;

/**
 * The dashboard's tabs (giay_to by default; van_hang is the driver's transport orders). Lists show
 * what the server has plus, on top, what this phone has not sent yet.
 *
 * The chosen tab's panel is ours, not `Tabs.Panel`: Mantine's panels register themselves with the
 * tab set from an effect, which rendered the whole set (every tab, every panel) once more right
 * after it first appeared, below the dashboard's first screen. Only the chosen panel is ever drawn,
 * as with `keepMounted={false}`.
 */
export function DashboardTabs({
  tab,
  onTabChange,
  items,
  criticalItemIds,
  onRelogin,
}: {
  tab: DriverTab;
  onTabChange: (tab: DriverTab) => void;
  items: readonly OutboxItem[];
  criticalItemIds: ReadonlySet<number> | undefined;
  onRelogin: () => void;
}) {
  return (
    <Tabs
      id={TABS_ID}
      value={tab}
      onChange={(value) => value && onTabChange(value as DriverTab)}
      variant="pills"
      radius="md"
    >
      {/*
        One row of five, icon over a short label (a bottom-bar look): wrapped three and two, the
        last row read as a second, different control. 58 px high, the chosen one filled.
      */}
      <Tabs.List grow mb="md" style={{ gap: 4, flexWrap: 'nowrap' }}>
        {DRIVER_TABS.map((value) => {
          const Icon = TAB_ICONS[value];
          return (
            <Tabs.Tab
              key={value}
              value={value}
              aria-controls={value === tab ? panelId(value) : undefined}
              mih={CONTROL_H + 10}
              px={2}
              py={6}
              style={TAB}
              styles={TAB_PARTS}
            >
              <Icon size={22} aria-hidden />
              <span>{TAB_LABELS[value]}</span>
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {tab === 'giay_to' && <DocumentsTab onRelogin={onRelogin} />}
        {tab === 'fuel' && <FuelTab items={items} />}
        {tab === 'checklist' && <ChecklistTab items={items} criticalItemIds={criticalItemIds} />}
        {tab === 'bao_duong' && <MaintenanceTab items={items} criticalItemIds={criticalItemIds} />}
        {tab === 'van_hang' && (
          <Suspense fallback={<LoadingState />}>
            <OrdersTab items={items} />
          </Suspense>
        )}
      </div>
    </Tabs>
  );
}

const TAB = {
  flex: '1 1 0',
  minWidth: 0,
  border: '1px solid var(--mantine-color-gray-3)',
} as const;
const TAB_PARTS = {
  tabLabel: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: 2,
    fontSize: 12.5,
    fontWeight: 700,
    lineHeight: 1.15,
    textAlign: 'center',
    whiteSpace: 'normal',
  },
} as const;

const photosOf = (item: OutboxItem, alts: Record<string, string>): RecordPhoto[] =>
  item.photos.map((p) => ({ photoId: p.photoId, alt: alts[p.field] ?? 'Ảnh' }));

// ── giấy tờ ──────────────────────────────────────────────────────────────────────────────────
function DocumentsTab({ onRelogin }: { onRelogin: () => void }) {
  const profile = useMyProfile();
  if (profile.isError && !profile.data) {
    return (
      <ProfileError
        error={profile.error}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
        onRelogin={onRelogin}
      />
    );
  }
  return (
    <Loaded query={profile} errorTitle="Lỗi tải danh sách giấy tờ">
      {(data) => (
        <Stack gap="sm">
          <DocumentList
            documents={[...data.danhSachGiayTo].sort((a, b) =>
              compareCodeUnits(a.ngayHetHan ?? '9999', b.ngayHetHan ?? '9999'),
            )}
          />
          <RouterButton to="/ho-so-xe-cua-toi" variant="light" h={CONTROL_H}>
            Xem hồ sơ xe của tôi
          </RouterButton>
        </Stack>
      )}
    </Loaded>
  );
}

// ── xăng dầu ─────────────────────────────────────────────────────────────────────────────────
const FUEL_PHOTO_ALTS = { anhBienLaiUrl: 'Ảnh biên lai', anhOdoUrl: 'Ảnh đồng hồ ODO' };

function FuelTab({ items }: { items: readonly OutboxItem[] }) {
  const logs = useMyFuelLogs();
  const queued = notYetIn(items, 'fuel.report', logs.dataUpdatedAt);
  return (
    <Stack gap="sm">
      {queued.map((item) => {
        const soTien = payloadNumber(item.payload, 'soTien') ?? 0;
        const soLit = payloadNumber(item.payload, 'soLit') ?? 0;
        return (
          <RecordCard
            key={item.id}
            queued={item}
            title={`Đổ xăng ${formatMoney(soTien)}`}
            when={formatDateTime(item.occurredAt)}
            lines={[
              `${formatNumber(soLit)} lít · Đơn giá ${formatMoney(unitPrice(soTien, soLit))}/lít`,
              `ODO ${formatNumber(payloadNumber(item.payload, 'odoKmCuoiKy'))} km`,
            ]}
            photos={photosOf(item, FUEL_PHOTO_ALTS)}
          />
        );
      })}
      <Loaded query={logs} errorTitle="Lỗi tải lịch sử xăng dầu">
        {(page) =>
          page.content.length === 0 && queued.length === 0 ? (
            <Empty>Chưa có báo cáo đổ xăng nào.</Empty>
          ) : (
            page.content.map((log) => <FuelRow key={log.id} log={log} />)
          )
        }
      </Loaded>
    </Stack>
  );
}

const FUEL_COLORS = { CHO_DUYET: 'orange', DA_DUYET: 'green', TU_CHOI: 'red' } as const;

function FuelRow({ log }: { log: FuelLog }) {
  return (
    <RecordCard
      title={`Đổ xăng ${formatMoney(log.soTien)} · ${log.xeBienSo}`}
      when={formatDateTime(log.ngayDo)}
      badge={{ label: FUEL_STATUS_LABELS[log.trangThai], color: FUEL_COLORS[log.trangThai] }}
      lines={[
        `${formatNumber(log.soLit)} lít · Đơn giá ${formatMoney(log.donGia)}/lít`,
        `ODO ${formatNumber(log.odoKmCuoiKy)} km${log.kmThucTe !== null ? ` · Đã chạy ${formatNumber(log.kmThucTe)} km` : ''}`,
        ...(log.trangThai === 'TU_CHOI' && log.ghiChu ? [`Lý do từ chối: ${log.ghiChu}`] : []),
      ]}
      photos={[
        { url: log.anhBienLaiUrl, alt: 'Ảnh biên lai' },
        { url: log.anhOdoUrl, alt: 'Ảnh đồng hồ ODO' },
      ].filter((p) => p.url)}
    />
  );
}

// ── checklist ────────────────────────────────────────────────────────────────────────────────
function ChecklistTab({
  items,
  criticalItemIds,
}: {
  items: readonly OutboxItem[];
  criticalItemIds: ReadonlySet<number> | undefined;
}) {
  const logs = useMyChecklists();
  const queued = notYetIn(items, 'checklist.submit', logs.dataUpdatedAt);
  return (
    <Stack gap="sm">
      {queued.map((item) => {
        const ng = payloadItems(item.payload).filter((a) => a.trangThai === 'NG').length;
        const critical = hasCriticalNg(item, criticalItemIds);
        return (
          <RecordCard
            key={item.id}
            queued={item}
            tone={critical ? 'danger' : undefined}
            title={item.label}
            when={formatDateTime(item.occurredAt)}
            lines={[
              `ODO ${formatNumber(payloadNumber(item.payload, 'odo'))} km`,
              critical ? 'Có lỗi nghiêm trọng' : ng > 0 ? `${ng} hạng mục lỗi` : 'Tất cả hạng mục đạt',
            ]}
            photos={item.photos.map((p) => ({ photoId: p.photoId, alt: 'Ảnh lỗi' }))}
          />
        );
      })}
      <Loaded query={logs} errorTitle="Lỗi tải danh sách checklist">
        {(page) =>
          page.content.length === 0 && queued.length === 0 ? (
            <Empty>Chưa có checklist nào.</Empty>
          ) : (
            page.content.map((log) => (
              <RecordCard
                key={log.id}
                title={`Checklist ${log.xeBienSo}`}
                when={formatDateTime(log.thoiDiemThucHien)}
                lines={[`ODO ${formatNumber(log.odo)} km`]}
                badge={
                  log.hasCriticalError
                    ? { label: 'Lỗi nghiêm trọng', color: 'red' }
                    : log.soItemNG > 0
                      ? { label: `${log.soItemNG} lỗi`, color: 'orange' }
                      : { label: 'Đạt', color: 'green' }
                }
                tone={log.hasCriticalError ? 'danger' : undefined}
              />
            ))
          )
        }
      </Loaded>
    </Stack>
  );
}

// ── bảo dưỡng ────────────────────────────────────────────────────────────────────────────────
function MaintenanceTab({
  items,
  criticalItemIds,
}: {
  items: readonly OutboxItem[];
  criticalItemIds: ReadonlySet<number> | undefined;
}) {
  const tickets = useMyTickets();
  const queued = notYetIn(items, ['sos.report', 'checklist.submit'], tickets.dataUpdatedAt).filter(
    (item) => item.kind === 'sos.report' || hasCriticalNg(item, criticalItemIds),
  );
  // The status each ticket shows after the quote/start/complete steps queued on this phone.
  const progressOf = (ticket: TicketSummary) =>
    ticketProgress(ticket.trangThai, ticketSteps(items, ticket.id, tickets.dataUpdatedAt));
  return (
    <Stack gap="sm">
      <RouterButton
        to="/tai-xe-bao-duong"
        size="lg"
        h={PRIMARY_H}
        leftSection={<IconTool size={24} aria-hidden />}
        rightSection={<IconChevronRight size={22} aria-hidden />}
      >
        Phiếu Sửa Chữa Của Tôi
      </RouterButton>
      {queued.map((item) =>
        item.kind === 'sos.report' ? (
          <RecordCard
            key={item.id}
            queued={item}
            tone="danger"
            title="Sự cố đột xuất (SOS)"
            when={formatDateTime(item.occurredAt)}
            lines={[
              payloadString(item.payload, 'noiDungSuCo'),
              ...(payloadNumber(item.payload, 'odoHienTai') !== null
                ? [`ODO ${formatNumber(payloadNumber(item.payload, 'odoHienTai'))} km`]
                : []),
            ]}
            photos={photosOf(item, { anhSuCoUrl: 'Ảnh sự cố' })}
          />
        ) : (
          <RecordCard
            key={item.id}
            queued={item}
            tone="danger"
            title="Từ checklist: lỗi nghiêm trọng"
            when={formatDateTime(item.occurredAt)}
            lines={['Phiếu bảo dưỡng được tạo khi checklist đến máy chủ.', item.label]}
            photos={item.photos.map((p) => ({ photoId: p.photoId, alt: 'Ảnh lỗi' }))}
          />
        ),
      )}
      <Loaded query={tickets} errorTitle="Lỗi tải danh sách phiếu sửa chữa">
        {(page) =>
          page.content.length === 0 && queued.length === 0 ? (
            <Empty>Chưa có phiếu bảo dưỡng nào.</Empty>
          ) : (
            sortTickets(page.content, (ticket) => progressOf(ticket).status).map((ticket) => {
              const progress = progressOf(ticket);
              const marker = progress.refused ?? progress.pending;
              return (
                <RecordCard
                  key={ticket.id}
                  queued={marker ?? undefined}
                  title={`#${ticket.id} · ${TICKET_TYPE_LABELS[ticket.loaiBaoDuong]}`}
                  when={formatDateTime(ticket.ngayTao)}
                  badge={{ label: TICKET_STATUS_LABELS[progress.status], color: TICKET_COLORS[progress.status] }}
                  lines={[
                    ...(marker ? [`Trạng thái: ${TICKET_STATUS_LABELS[progress.status]}`] : []),
                    ticket.noiDungCongViec,
                    `Xe ${ticket.xeBienSo}${ticket.odoLucTao !== null ? ` · ODO ${formatNumber(ticket.odoLucTao)} km` : ''}`,
                  ]}
                  photos={ticket.anhSuCoUrl ? [{ url: ticket.anhSuCoUrl, alt: 'Ảnh sự cố' }] : []}
                />
              );
            })
          )
        }
      </Loaded>
    </Stack>
  );
}
