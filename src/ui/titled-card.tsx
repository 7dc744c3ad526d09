import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A dashboard's titled card (a chart, a table), named by its title for screen readers; `wide` spans the grid row. */
export function TitledCard({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-label={title}
      style={wide ? { gridColumn: '1 / -1' } : undefined}
    >
      <Title order={4} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}
