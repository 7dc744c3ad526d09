// The chunk ./modal.tsx loads on first open.
export { Modal as default } from '@mantine/core';
