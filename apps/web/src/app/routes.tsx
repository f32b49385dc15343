import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAdmin, RequireAuth } from '../features/identity/index.ts';
import { RootLayout } from './layouts/RootLayout.tsx';
import { eagerPage, lazyPage } from './lazyPage.tsx';
import HomePage from './routes/HomePage.tsx';
import DashboardHome from './routes/DashboardHome.tsx';

/** Code-split screens: the dashboard, admin and payment code never loads on the home page. */
const LoginPage = lazyPage(() => import('../features/identity/routes/LoginPage.tsx'));
const SignupPage = lazyPage(() => import('../features/identity/routes/SignupPage.tsx'));
const ForgotPasswordPage = lazyPage(() => import('../features/identity/routes/ForgotPasswordPage.tsx'));
const ResetPasswordPage = lazyPage(() => import('../features/identity/routes/ResetPasswordPage.tsx'));
const VerifyEmailPage = lazyPage(() => import('../features/identity/routes/VerifyEmailPage.tsx'));
const GoogleCallbackPage = lazyPage(() => import('../features/identity/routes/GoogleCallbackPage.tsx'));
const PurchasePage = lazyPage(() => import('../features/orders/routes/PurchasePage.tsx'));
const DashboardLayout = lazyPage(() => import('./layouts/DashboardLayout.tsx'));
const MyProfilePage = lazyPage(() => import('../features/profiles/routes/MyProfilePage.tsx'));
const MyReviewsPage = lazyPage(() => import('../features/reviews/routes/MyReviewsPage.tsx'));
const MyOrdersPage = lazyPage(() => import('../features/orders/routes/MyOrdersPage.tsx'));
const OrderPage = lazyPage(() => import('../features/orders/routes/OrderPage.tsx'));
const AllOrdersPage = lazyPage(() => import('../features/orders/routes/AllOrdersPage.tsx'));
const AllUsersPage = lazyPage(() => import('../features/users/routes/AllUsersPage.tsx'));
const PaymentPage = lazyPage(() => import('../features/payments/routes/PaymentPage.tsx'));
const SslcommerzReturnPage = lazyPage(() => import('../features/payments/routes/SslcommerzReturnPage.tsx'));
const AddProductPage = lazyPage(() => import('../features/catalog/routes/AddProductPage.tsx'));
const ManageProductsPage = lazyPage(() => import('../features/catalog/routes/ManageProductsPage.tsx'));
const CartPage = lazyPage(() => import('../features/cart/routes/CartPage.tsx'));
const CheckoutPage = lazyPage(() => import('../features/cart/routes/CheckoutPage.tsx'));
const QuickOrderPage = lazyPage(() => import('../features/cart/routes/QuickOrderPage.tsx'));
const CompanyPage = lazyPage(() => import('../features/companies/routes/CompanyPage.tsx'));
const InvitationPage = lazyPage(() => import('../features/companies/routes/InvitationPage.tsx'));
const AdminCompaniesPage = lazyPage(() => import('../features/companies/routes/AdminCompaniesPage.tsx'));
const PriceListsPage = lazyPage(() => import('../features/pricing/routes/PriceListsPage.tsx'));
const QuotesPage = lazyPage(() => import('../features/quotes/routes/QuotesPage.tsx'));
const QuotePage = lazyPage(() => import('../features/quotes/routes/QuotePage.tsx'));
const AdminQuotesPage = lazyPage(() => import('../features/quotes/routes/AdminQuotesPage.tsx'));
const AdminQuoteEditor = lazyPage(() => import('../features/quotes/routes/AdminQuoteEditor.tsx'));
const SettingsPage = lazyPage(() => import('../features/settings/routes/SettingsPage.tsx'));
const RemittancesPage = lazyPage(() => import('../features/delivery/routes/RemittancesPage.tsx'));
const SalesOverviewPage = lazyPage(() => import('../features/reports/routes/SalesOverviewPage.tsx'));
const ReceivablesPage = lazyPage(() => import('../features/accounts/routes/ReceivablesPage.tsx'));
const AdminCompanyAccountPage = lazyPage(() => import('../features/accounts/routes/AdminCompanyAccountPage.tsx'));
const CategoriesPage = lazyPage(() => import('../features/catalog/routes/CategoriesPage.tsx'));
const ImportProductsPage = lazyPage(() => import('../features/catalog/routes/ImportProductsPage.tsx'));
const BlogsPage = lazyPage(() => import('../features/content/routes/BlogsPage.tsx'));
const PortfolioPage = lazyPage(() => import('../features/content/routes/PortfolioPage.tsx'));
const ShopPage = lazyPage(() => import('../features/catalog/routes/ShopPage.tsx'));
const ToolPage = lazyPage(() => import('../features/catalog/routes/ToolPage.tsx'));
const NotFoundPage = lazyPage(() => import('../features/content/routes/NotFoundPage.tsx'));

const signedIn = (element: ReactNode) => <RequireAuth>{element}</RequireAuth>;
const adminOnly = (element: ReactNode) => <RequireAdmin>{element}</RequireAdmin>;

/** Every page of the shop, plus the account links that e-mails lead to. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: eagerPage(HomePage) },
      { path: '/login', element: LoginPage },
      { path: '/signup', element: SignupPage },
      { path: '/forgot-password', element: ForgotPasswordPage },
      { path: '/reset-password', element: ResetPasswordPage },
      { path: '/verify-email', element: VerifyEmailPage },
      // Google sign-in ends here (#token=…&from=…), then returns to the page the person came from.
      { path: '/auth/callback', element: GoogleCallbackPage },
      { path: '/purchases/:Id', element: signedIn(PurchasePage) },
      // A visitor's cart lives in the browser; ordering from it needs an account.
      { path: '/cart', element: CartPage },
      { path: '/checkout', element: signedIn(CheckoutPage) },
      { path: '/payment/sslcommerz/:outcome', element: signedIn(SslcommerzReturnPage) },
      { path: '/quick-order', element: signedIn(QuickOrderPage) },
      // The company invitation e-mail's link: shows the invitation, and signs in first to accept it.
      { path: '/invitations/:token', element: InvitationPage },
      { path: '/quotes', element: signedIn(QuotesPage) },
      { path: '/quotes/:id', element: signedIn(QuotePage) },
      {
        path: '/dashboard',
        element: signedIn(DashboardLayout),
        children: [
          // Admins land on the sales overview; their profile moves to /dashboard/profile.
          { index: true, element: <DashboardHome admin={SalesOverviewPage} others={MyProfilePage} /> },
          { path: 'profile', element: MyProfilePage },
          { path: 'review', element: MyReviewsPage },
          { path: 'myOrders', element: MyOrdersPage },
          { path: 'orders/:id', element: OrderPage },
          { path: 'company', element: CompanyPage },
          { path: 'companies', element: adminOnly(AdminCompaniesPage) },
          { path: 'priceLists', element: adminOnly(PriceListsPage) },
          { path: 'companies/:id/account', element: adminOnly(AdminCompanyAccountPage) },
          { path: 'receivables', element: adminOnly(ReceivablesPage) },
          { path: 'allOrder', element: adminOnly(AllOrdersPage) },
          { path: 'allUser', element: adminOnly(AllUsersPage) },
          { path: 'payment/:id', element: PaymentPage },
          // Admin-guarded, like every admin screen.
          { path: 'addProduct', element: adminOnly(AddProductPage) },
          { path: 'manageProduct', element: adminOnly(ManageProductsPage) },
          { path: 'categories', element: adminOnly(CategoriesPage) },
          { path: 'importProducts', element: adminOnly(ImportProductsPage) },
          { path: 'settings', element: adminOnly(SettingsPage) },
          { path: 'remittances', element: adminOnly(RemittancesPage) },
          { path: 'quotes', element: adminOnly(AdminQuotesPage) },
          { path: 'quotes/:id', element: adminOnly(AdminQuoteEditor) },
        ],
      },
      // The catalogue, its categories and search; the state lives in the URL.
      { path: '/shop', element: ShopPage },
      { path: '/shop/:categorySlug', element: ShopPage },
      { path: '/tools/:slug', element: ToolPage },
      { path: '/blogs', element: BlogsPage },
      { path: '/portfolio', element: PortfolioPage },
      { path: '*', element: NotFoundPage },
    ],
  },
];
