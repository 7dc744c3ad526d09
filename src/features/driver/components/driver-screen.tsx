import { Button, type ButtonProps } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { RouterButton } from '@/ui/router-link';
import { SyncChip } from '@/ui/sync-chip';
import classes from './driver-screen.module.css';

/** Touch targets for gloved hands: primary actions 56 px, everything else at least 48 px. */
export const PRIMARY_H = 56;
export const CONTROL_H = 48;

/**
 * The screen's one obvious next action: at least 64 px high, large bold text that wraps instead
 * of being cut off on a narrow phone.
 */
export function BigActionButton({ children, ...props }: ButtonProps & { onClick?: () => void }) {
  return (
    <Button
      size="lg"
      mih={PRIMARY_H + 8}
      h="auto"
      py={10}
      fz={19}
      styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.25 }, inner: { flexWrap: 'nowrap' } }}
      {...props}
    >
      {children}
    </Button>
  );
}

/**
 * The frame of a driver sub-screen: a dark top bar with 'Quay lại' and the title, the sync chip,
 * then the content in a phone-width column.
 */
export function DriverScreen({
  title,
  children,
  back = true,
  onBack,
}: {
  title: string;
  children: ReactNode;
  back?: boolean;
  /** Instead of going to /tai-xe (e.g. to ask before leaving a filled form). */
  onBack?: () => void;
}) {
  return (
    <div className={classes.screen}>
      <DriverTopBar>
        <div className={`${classes.row} ${classes.gapSm}`}>
          {back &&
            (onBack ? (
              <Button
                variant="white"
                color="dark"
                h={CONTROL_H}
                px="sm"
                onClick={onBack}
                leftSection={<BackIcon />}
                style={KEEP_WIDTH}
              >
                Quay lại
              </Button>
            ) : (
              <RouterButton
                to="/tai-xe"
                variant="white"
                color="dark"
                h={CONTROL_H}
                px="sm"
                leftSection={<BackIcon />}
                style={KEEP_WIDTH}
              >
                Quay lại
              </RouterButton>
            ))}
          <h1 className={classes.title}>{title}</h1>
        </div>
      </DriverTopBar>
      <main className={classes.column}>
        <div className={classes.stack}>
          <SyncChip />
          {children}
        </div>
      </main>
    </div>
  );
}

const BackIcon = () => <IconArrowLeft size={22} aria-hidden />;
// A two-line title must not squeeze 'Quay lại' into 'Quay lạ'.
const KEEP_WIDTH = { flexShrink: 0 } as const;

export function DriverTopBar({ children }: { children: ReactNode }) {
  return (
    <header className={classes.topBar}>
      <div className={classes.topBarInner}>{children}</div>
    </header>
  );
}
