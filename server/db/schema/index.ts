export * from './rbac';
export * from './staff';
export * from './system';
