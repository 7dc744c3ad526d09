import type { ReactNode } from 'react';
import classes from './fact.module.css';

/**
 * A small label over a bold value: the figures of a card (empty values read '—'). `large` for
 * what a driver reads at arm's length in the sun.
 *
 * Plain elements, not Mantine's Stack and Text: three of these are on the driver dashboard's first
 * screen, and each Mantine component costs its props, styles and Box on a slow phone's main
 * thread (bench:offline-start).
 */
export function Fact({ label, children, large = false }: { label: string; children: ReactNode; large?: boolean }) {
  return (
    <div className={large ? `${classes.fact} ${classes.large}` : classes.fact}>
      <p className={classes.label}>{label}</p>
      <div className={classes.value}>
        {children === null || children === undefined || children === '' ? '—' : children}
      </div>
    </div>
  );
}
