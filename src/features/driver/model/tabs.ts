// The dashboard's tabs (spec 003: giay_to is the default). Kept apart from the tab component so
// the route's search validation does not pull the component (and its modal) into the first load.
export const DRIVER_TABS = ['giay_to', 'fuel', 'checklist', 'bao_duong', 'van_hang'] as const;
export type DriverTab = (typeof DRIVER_TABS)[number];
