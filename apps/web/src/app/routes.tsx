import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { PageSpinner } from '../components/Spinner.tsx';
import { RequireAdmin, RequireAuth } from '../features/identity/index.ts';
import { RootLayout } from './layouts/RootLayout.tsx';
import HomePage from './routes/HomePage.tsx';
import DashboardHome from './routes/DashboardHome.tsx';

/** Code-split screens: the dashboard, admin and payment code never loads on the home page. */
function page(load: () => Promise<{ default: ComponentType }>): ReactNode {
  const Screen = lazy(load);
  return (
    <Suspense fallback={<PageSpinner />}>
      <Screen />
    </Suspense>
  );
}

const LoginPage = page(() => import('../features/identity/routes/LoginPage.tsx'));
const SignupPage = page(() => import('../features/identity/routes/SignupPage.tsx'));
const ForgotPasswordPage = page(() => import('../features/identity/routes/ForgotPasswordPage.tsx'));
const ResetPasswordPage = page(() => import('../features/identity/routes/ResetPasswordPage.tsx'));
const VerifyEmailPage = page(() => import('../features/identity/routes/VerifyEmailPage.tsx'));
const GoogleCallbackPage = page(() => import('../features/identity/routes/GoogleCallbackPage.tsx'));
const PurchasePage = page(() => import('../features/orders/routes/PurchasePage.tsx'));
const DashboardLayout = page(() => import('./layouts/DashboardLayout.tsx'));
const MyProfilePage = page(() => import('../features/profiles/routes/MyProfilePage.tsx'));
const MyReviewsPage = page(() => import('../features/reviews/routes/MyReviewsPage.tsx'));
const MyOrdersPage = page(() => import('../features/orders/routes/MyOrdersPage.tsx'));
const OrderPage = page(() => import('../features/orders/routes/OrderPage.tsx'));
const AllOrdersPage = page(() => import('../features/admin/routes/AllOrdersPage.tsx'));
const AllUsersPage = page(() => import('../features/users/routes/AllUsersPage.tsx'));
const PaymentPage = page(() => import('../features/payments/routes/PaymentPage.tsx'));
const SslcommerzReturnPage = page(() => import('../features/payments/routes/SslcommerzReturnPage.tsx'));
const AddProductPage = page(() => import('../features/admin/routes/AddProductPage.tsx'));
const ManageProductsPage = page(() => import('../features/admin/routes/ManageProductsPage.tsx'));
const CartPage = page(() => import('../features/cart/routes/CartPage.tsx'));
const CheckoutPage = page(() => import('../features/cart/routes/CheckoutPage.tsx'));
const QuickOrderPage = page(() => import('../features/cart/routes/QuickOrderPage.tsx'));
const SettingsPage = page(() => import('../features/admin/routes/SettingsPage.tsx'));
const SalesOverviewPage = page(() => import('../features/admin/routes/SalesOverviewPage.tsx'));
const CategoriesPage = page(() => import('../features/admin/routes/CategoriesPage.tsx'));
const ImportProductsPage = page(() => import('../features/admin/routes/ImportProductsPage.tsx'));
const BlogsPage = page(() => import('../features/content/routes/BlogsPage.tsx'));
const PortfolioPage = page(() => import('../features/content/routes/PortfolioPage.tsx'));
const ShopPage = page(() => import('../features/catalog/routes/ShopPage.tsx'));
const ToolPage = page(() => import('../features/catalog/routes/ToolPage.tsx'));
const NotFoundPage = page(() => import('../features/content/routes/NotFoundPage.tsx'));

const signedIn = (element: ReactNode) => <RequireAuth>{element}</RequireAuth>;
const adminOnly = (element: ReactNode) => <RequireAdmin>{element}</RequireAdmin>;

/** Every page of the shop, plus the account links that e-mails lead to. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/login', element: LoginPage },
      { path: '/signup', element: SignupPage },
      { path: '/forgot-password', element: ForgotPasswordPage },
      { path: '/reset-password', element: ResetPasswordPage },
      { path: '/verify-email', element: VerifyEmailPage },
      // Google sign-in ends here (#token=…&from=…), then returns to the page the person came from.
      { path: '/auth/callback', element: GoogleCallbackPage },
      { path: '/purchases/:Id', element: signedIn(PurchasePage) },
      // Issue #12: a visitor's cart lives in the browser; ordering from it needs an account.
      { path: '/cart', element: CartPage },
      { path: '/checkout', element: signedIn(CheckoutPage) },
      { path: '/payment/sslcommerz/:outcome', element: signedIn(SslcommerzReturnPage) },
      { path: '/quick-order', element: signedIn(QuickOrderPage) },
      {
        path: '/dashboard',
        element: signedIn(DashboardLayout),
        children: [
          // Issue #15: admins land on the sales overview; their profile moves to /dashboard/profile.
          { index: true, element: <DashboardHome admin={SalesOverviewPage} others={MyProfilePage} /> },
          { path: 'profile', element: MyProfilePage },
          { path: 'review', element: MyReviewsPage },
          { path: 'myOrders', element: MyOrdersPage },
          { path: 'orders/:id', element: OrderPage },
          { path: 'allOrder', element: adminOnly(AllOrdersPage) },
          { path: 'allUser', element: adminOnly(AllUsersPage) },
          { path: 'payment/:id', element: PaymentPage },
          // DESIGN.md: admin-guarded, unlike the sketch.
          { path: 'addProduct', element: adminOnly(AddProductPage) },
          { path: 'manageProduct', element: adminOnly(ManageProductsPage) },
          { path: 'categories', element: adminOnly(CategoriesPage) },
          { path: 'importProducts', element: adminOnly(ImportProductsPage) },
          { path: 'settings', element: adminOnly(SettingsPage) },
        ],
      },
      // Issue #13: the catalogue, its categories and search; the state lives in the URL.
      { path: '/shop', element: ShopPage },
      { path: '/shop/:categorySlug', element: ShopPage },
      { path: '/tools/:slug', element: ToolPage },
      { path: '/blogs', element: BlogsPage },
      { path: '/portfolio', element: PortfolioPage },
      { path: '*', element: NotFoundPage },
    ],
  },
];
