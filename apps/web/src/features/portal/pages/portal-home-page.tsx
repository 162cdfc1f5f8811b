import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { useAccount } from '../../../shared/session/use-account';
import { PageContainer, PageTitle } from '../../../shared/ui/page';
import { NeedsYou } from '../components/needs-you';
import { TileGrid, type Tile } from '../components/tile-grid';
import * as styles from './portal-home-page.css';

const adminTiles = [
  ['adminDashboard', paths.admin.dashboard],
  ['adminClients', paths.admin.clients],
  ['adminJobs', paths.admin.jobs],
  ['adminInvoices', paths.admin.invoices],
  ['adminSettings', paths.admin.settings],
] as const;

const customerTiles = [
  ['boats', paths.app.boats],
  ['jobRequest', paths.app.jobRequest],
  ['invoices', paths.app.invoices],
  ['membership', paths.app.membership],
] as const;

/** /app (spec §2 Portal home): a greeting, what waits on a customer, and the tiles of the user's role. */
export function PortalHomePage() {
  const { t } = useTranslation('portal');
  const { isAdmin, displayName } = useAccount();
  const welcome = t('home.welcome', { name: displayName });
  useDocumentTitle(welcome);

  const tiles: Tile[] = (isAdmin ? adminTiles : customerTiles).map(([key, route]) => ({
    href: route.getHref(),
    title: t(`tiles.${key}.title`),
    description: t(`tiles.${key}.description`),
  }));

  return (
    <PageContainer>
      <PageTitle>{welcome}</PageTitle>
      <p className={styles.subtitle}>{t('home.subtitle')}</p>
      {!isAdmin && <NeedsYou />}
      <TileGrid tiles={tiles} label={t('home.tilesLabel')} />
    </PageContainer>
  );
}

export { PortalHomePage as Component };
