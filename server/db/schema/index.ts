export * from './attendance';
export * from './files';
export * from './fleet';
export * from './notifications';
export * from './rbac';
export * from './staff';
export * from './system';
export * from './work-orders';
