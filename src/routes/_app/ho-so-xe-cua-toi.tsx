import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { useSessionIdentity } from '@/features/auth/api/get-session';
import { useLogout } from '@/features/auth/api/logout';
import { myProfileQueryOptions } from '@/features/driver/api/get-my-profile';
import { MyProfilePage } from '@/features/driver/components/my-profile-page';

export const Route = createFileRoute('/_app/ho-so-xe-cua-toi')({
  staticData: metaFor('/ho-so-xe-cua-toi'),
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(myProfileQueryOptions());
  },
  component: MyProfileRoute,
});

function MyProfileRoute() {
  const identity = useSessionIdentity();
  // 'Đăng nhập lại' (spec 003): clears the session and goes to /login.
  const { logout } = useLogout();
  return <MyProfilePage userId={identity.data?.userId ?? -1} onRelogin={() => void logout()} />;
}
