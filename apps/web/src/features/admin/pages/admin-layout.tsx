import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { ApolloScope } from '../../../shared/graphql/apollo-scope';
import { paths } from '../../../shared/paths';
import * as styles from './admin-layout.css';

const sections = [
  ['dashboard', paths.admin.dashboard],
  ['clients', paths.admin.clients],
  ['jobs', paths.admin.jobs],
  ['invoices', paths.admin.invoices],
  ['verifactu', paths.admin.verifactu],
  ['settings', paths.admin.settings],
] as const;

/** Layout of /admin/* (after the admin guard): the admin's sections, and Apollo Client with the admin chunk. */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  return (
    <ApolloScope>
      <nav className={styles.nav} aria-label={t('nav.label')}>
        <ul className={styles.list}>
          {sections.map(([key, route]) => (
            <li key={key}>
              <NavLink to={route.getHref()} className={styles.link}>
                {t(`nav.${key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </ApolloScope>
  );
}

export { AdminLayout as Component };
