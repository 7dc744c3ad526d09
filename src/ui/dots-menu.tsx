import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';

interface DotsMenuProps {
  /** The button's aria-label: names what the menu acts on ("Thao tác với …"). */
  label: string;
  /** `Menu.Item`s and `Menu.Divider`s. */
  children: ReactNode;
  size?: 'sm' | 'lg';
}

/**
 * The "⋯" menu of a card or an item, with Mantine's Menu mounted only once it has been opened.
 *
 * A mounted Mantine Menu (its Popover) listens for every mousedown and touchstart on the document,
 * opened or not. The 500 cards and 20 columns of a large board ran 520 of those listeners on each
 * press anywhere on the page: 40–150 ms per pointerdown at CPU ×4, the largest part of a drag's
 * start and of every click. Until its first use this is a plain button; after it, a Menu that stays
 * (it returns focus to its button on close).
 */
export function DotsMenu({ label, children, size = 'lg' }: DotsMenuProps) {
  const [mounted, setMounted] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size={size}
      aria-label={label}
      aria-haspopup="menu"
      onClick={
        mounted
          ? undefined
          : () => {
              setMounted(true);
              setOpened(true);
            }
      }
    >
      <IconDots size={size === 'lg' ? 18 : 16} aria-hidden />
    </ActionIcon>
  );
  if (!mounted) return button;
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
