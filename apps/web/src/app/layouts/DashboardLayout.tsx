import { NavLink, Outlet } from 'react-router';
import { useAdminCheck, useSession } from '../../features/identity/index.ts';
import { PageSpinner } from '../../components/Spinner.tsx';
import { useTexts } from '../../lib/i18n/index.ts';
import { dashboardTexts } from './dashboardTexts.ts';

interface MenuItem {
  to: string;
  text: keyof typeof dashboardTexts.english.menu;
  show: 'always' | 'customers' | 'admins';
}

/** The side menu: My Profile always; Review and My Orders for customers; the admin items for admins (who land on the overview). */
const menu: MenuItem[] = [
  { to: '/dashboard', text: 'overview', show: 'admins' },
  { to: '/dashboard/receivables', text: 'receivables', show: 'admins' },
  { to: '/dashboard', text: 'profile', show: 'customers' },
  { to: '/dashboard/profile', text: 'profile', show: 'admins' },
  { to: '/dashboard/review', text: 'review', show: 'customers' },
  { to: '/dashboard/myOrders', text: 'myOrders', show: 'customers' },
  { to: '/dashboard/company', text: 'company', show: 'customers' },
  { to: '/quotes', text: 'quotes', show: 'customers' },
  { to: '/dashboard/allOrder', text: 'allOrders', show: 'admins' },
  { to: '/dashboard/allUser', text: 'users', show: 'admins' },
  { to: '/dashboard/companies', text: 'companies', show: 'admins' },
  { to: '/dashboard/priceLists', text: 'priceLists', show: 'admins' },
  { to: '/dashboard/quotes', text: 'quotes', show: 'admins' },
  { to: '/dashboard/addProduct', text: 'addProduct', show: 'admins' },
  { to: '/dashboard/manageProduct', text: 'manageProducts', show: 'admins' },
  { to: '/dashboard/categories', text: 'categories', show: 'admins' },
  { to: '/dashboard/importProducts', text: 'importExport', show: 'admins' },
  { to: '/dashboard/settings', text: 'settings', show: 'admins' },
  { to: '/dashboard/remittances', text: 'remittances', show: 'admins' },
];

const itemClasses = ({ isActive }: { isActive: boolean }) =>
  `block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-100 text-ink' : 'text-slate-700 hover:bg-slate-100'}`;

export default function DashboardLayout() {
  const t = useTexts(dashboardTexts);
  const { user } = useSession();
  const adminCheck = useAdminCheck(user?.email);
  if (adminCheck.isPending) return <PageSpinner label={t.loading} />;
  const isAdmin = adminCheck.data?.admin === true;
  const visible = menu.filter((item) => item.show === 'always' || (item.show === 'admins') === isAdmin);

  return (
    <div className="container-page grid gap-6 py-8 lg:grid-cols-[14rem_1fr]">
      <aside className="min-w-0">
        <h2 className="mb-3 text-lg font-bold">{t.dashboard}</h2>
        <nav aria-label={t.dashboard}>
          <ul className="flex gap-1 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible">
            {visible.map((item) => (
              <li key={`${item.to} ${item.text}`}>
                <NavLink to={item.to} end className={itemClasses}>
                  {t.menu[item.text]}
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
