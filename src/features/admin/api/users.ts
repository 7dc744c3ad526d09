import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminUserPageResponse,
  adminUserResponse,
  deletedResponse,
  type PermissionMatrix,
  permissionMatrixResponse,
  USER_PAGE_SIZE,
  type UserCreateRequest,
  type UserUpdateRequest,
  userCreatedResponse,
} from '@/contracts/admin';
import { api } from '@/lib/api';
import { ME_QUERY_KEY } from '@/lib/current-user';
import { useSubmitMutation } from '@/lib/submit-guard';
import { adminKeys } from './query-keys';

export type UserListParams = { keyword?: string; page: number };

/** GET /api/nguoi-dung (keyword, zero-based page, size 10), newest first. */
export const getUsers = async ({ keyword, page }: UserListParams) =>
  (
    await api.get('nguoi-dung', adminUserPageResponse, {
      searchParams: { page, size: USER_PAGE_SIZE, ...(keyword ? { keyword } : {}) },
    })
  ).data;
export const usersQueryOptions = (params: UserListParams) =>
  queryOptions({
    queryKey: adminKeys.userList(params),
    queryFn: () => getUsers(params),
    placeholderData: keepPreviousData,
  });
export const useUsers = (params: UserListParams) => useQuery(usersQueryOptions(params));

/** GET /api/nguoi-dung/{id}: the Edit User form's record. */
export const getUser = async (id: number) => (await api.get(`nguoi-dung/${id}`, adminUserResponse)).data;
export const useUser = (id: number | null) =>
  useQuery({ queryKey: adminKeys.user(id ?? 0), queryFn: () => getUser(id ?? 0), enabled: id !== null, staleTime: 0 });

/** GET /api/rbac-admin/matrix?idNguoiDung=: every pair of the permission list, ticked or not. */
export const getMatrix = async (id: number) =>
  (await api.get('rbac-admin/matrix', permissionMatrixResponse, { searchParams: { idNguoiDung: id } })).data;
export const useMatrix = (id: number | null, enabled = true) =>
  useQuery({
    queryKey: adminKeys.matrix(id ?? 0),
    queryFn: () => getMatrix(id ?? 0),
    enabled: id !== null && enabled,
    staleTime: 0,
  });

export const createUser = (body: UserCreateRequest) => api.post('nguoi-dung', userCreatedResponse, { json: body });

/** PUT the user, then the changed matrix cells (if any): the form's one "save". */
export async function updateUser({
  id,
  body,
  matrix,
}: {
  id: number;
  body: UserUpdateRequest;
  matrix: PermissionMatrix | null;
}) {
  const saved = await api.put(`nguoi-dung/${id}`, adminUserResponse, { json: body });
  if (matrix) {
    await api.put('rbac-admin/matrix', permissionMatrixResponse, { json: matrix, searchParams: { idNguoiDung: id } });
  }
  return saved;
}

export const deleteUser = (id: number) => api.delete(`nguoi-dung/${id}`, deletedResponse);

const useInvalidatingMutation = <V, R>(mutationFn: (v: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn,
    // An admin editing their own row changes what their console offers.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
      ]),
  });
};

export const useCreateUser = () => useInvalidatingMutation(createUser);
export const useUpdateUser = () => useInvalidatingMutation(updateUser);
export const useDeleteUser = () => useInvalidatingMutation(deleteUser);
