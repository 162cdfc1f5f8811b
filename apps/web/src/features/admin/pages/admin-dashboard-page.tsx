import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { useSession } from '../../../shared/session/session-context';
import { PageContainer, PageTitle } from '../../../shared/ui/page';
import { DeskFigures } from '../components/desk/desk-figures';
import { TodayOverview } from '../components/desk/today-overview';
import { VerifactuNotice } from '../components/verifactu/verifactu-notice';
import * as styles from './admin-dashboard-page.css';

/**
 * /admin/dashboard, the owner's desk: a VERI*FACTU alert if any, what needs the company today and
 * the numbers. Signing out is the frame's (one 'Log out'); the site's texts have their own page.
 */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  const { user } = useSession();
  useDocumentTitle(t('dashboard.title'));

  return (
    <PageContainer>
      <PageTitle>{t('dashboard.title')}</PageTitle>
      <p className={styles.greeting}>{t('dashboard.greeting', { name: user?.name.trim() || user?.email })}</p>
      <VerifactuNotice />
      <TodayOverview />
      <DeskFigures />
    </PageContainer>
  );
}

export { AdminDashboardPage as Component };
