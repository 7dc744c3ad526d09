import { Collapse, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, type TablerIcon } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';

/**
 * A card folded to its title by default (the board's filters and charts): the columns stay near
 * the top of the screen, and folded content is not rendered — the charts' chunk loads on first open.
 */
export function CollapsibleCard({
  icon: Icon,
  title,
  badge,
  children,
}: {
  icon: TablerIcon;
  title: string;
  badge?: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const id = useId();
  return (
    <Paper withBorder radius="md" p="sm">
      <UnstyledButton
        onClick={() => {
          setOpen((o) => !o);
          setOpened(true);
        }}
        aria-expanded={open}
        aria-controls={id}
        w="100%"
        mih={36}
      >
        <Group justify="space-between">
          <Group gap="xs">
            <Icon size={18} aria-hidden />
            <Text fw={600}>{title}</Text>
            {badge}
          </Group>
          {open ? <IconChevronUp size={18} aria-hidden /> : <IconChevronDown size={18} aria-hidden />}
        </Group>
      </UnstyledButton>
      <Collapse expanded={open} id={id}>
        {opened && children}
      </Collapse>
    </Paper>
  );
}
