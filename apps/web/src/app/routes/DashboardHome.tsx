import type { ReactNode } from 'react';
import { PageSpinner } from '../../components/Spinner.tsx';
import { useAdminCheck, useSession } from '../../features/identity/index.ts';
import { useTexts } from '../../lib/i18n/index.ts';
import { dashboardTexts } from '../layouts/dashboardTexts.ts';

/**
 * /dashboard: admins land on the sales overview, everybody else on My Profile (admins find
 * theirs at /dashboard/profile). Both screens are code-split, so a customer never loads the chart.
 */
export default function DashboardHome({ admin, others }: { admin: ReactNode; others: ReactNode }) {
  const t = useTexts(dashboardTexts);
  const { user } = useSession();
  const adminCheck = useAdminCheck(user?.email);
  if (adminCheck.isPending) return <PageSpinner label={t.loading} />;
  return adminCheck.data?.admin === true ? admin : others;
}
