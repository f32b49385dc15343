import { NavLink, Outlet } from 'react-router';
import { useAdminCheck, useSession } from '../../features/identity/index.ts';
import { PageSpinner } from '../../components/Spinner.tsx';

interface MenuItem {
  to: string;
  label: string;
  show: 'always' | 'customers' | 'admins';
}

/** The side menu: My Profile always; Review and My Orders for customers; the admin items for admins (who land on the overview). */
const menu: MenuItem[] = [
  { to: '/dashboard', label: 'Overview', show: 'admins' },
  { to: '/dashboard', label: 'My Profile', show: 'customers' },
  { to: '/dashboard/profile', label: 'My Profile', show: 'admins' },
  { to: '/dashboard/review', label: 'Review', show: 'customers' },
  { to: '/dashboard/myOrders', label: 'My Orders', show: 'customers' },
  { to: '/dashboard/allOrder', label: 'Manage AllOrder', show: 'admins' },
  { to: '/dashboard/allUser', label: 'Make Admin', show: 'admins' },
  { to: '/dashboard/addProduct', label: 'Add Product', show: 'admins' },
  { to: '/dashboard/manageProduct', label: 'ManageProduct', show: 'admins' },
  { to: '/dashboard/categories', label: 'Categories', show: 'admins' },
  { to: '/dashboard/importProducts', label: 'Import / Export', show: 'admins' },
  { to: '/dashboard/settings', label: 'Settings', show: 'admins' },
  { to: '/dashboard/remittances', label: 'Remittances', show: 'admins' },
];

const itemClasses = ({ isActive }: { isActive: boolean }) =>
  `block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-100 text-ink' : 'text-slate-700 hover:bg-slate-100'}`;

export default function DashboardLayout() {
  const { user } = useSession();
  const adminCheck = useAdminCheck(user?.email);
  if (adminCheck.isPending) return <PageSpinner label="Loading your dashboard…" />;
  const isAdmin = adminCheck.data?.admin === true;
  const visible = menu.filter((item) => item.show === 'always' || (item.show === 'admins') === isAdmin);

  return (
    <div className="container-page grid gap-6 py-8 lg:grid-cols-[14rem_1fr]">
      <aside className="min-w-0">
        <h2 className="mb-3 text-lg font-bold">Dashboard</h2>
        <nav aria-label="Dashboard">
          <ul className="flex gap-1 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible">
            {visible.map((item) => (
              <li key={`${item.to} ${item.label}`}>
                <NavLink to={item.to} end className={itemClasses}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <section className="min-w-0">
        <Outlet />
      </section>
    </div>
  );
}
