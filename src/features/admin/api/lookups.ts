import {
  actionPageResponse,
  departmentPageResponse,
  functionPageResponse,
  permissionPageResponse,
  positionPageResponse,
} from '@/contracts/admin';
import { useLookup } from './reference';

// The lists the user form and the matrix pick from (spec 000 §7): positions, departments, actions and
// functions 1000 rows each, permissions 2000.
export const usePositionLookup = () => useLookup('chuc-vu', positionPageResponse);
export const useDepartmentLookup = () => useLookup('phong-ban', departmentPageResponse);
export const useActionLookup = (enabled = true) => useLookup('hanh-dong', actionPageResponse, 1000, enabled);
export const useFunctionLookup = (enabled = true) => useLookup('chuc-nang', functionPageResponse, 1000, enabled);
export const usePermissionLookup = (enabled = true) => useLookup('quyen', permissionPageResponse, 2000, enabled);
