import { Outlet } from 'react-router-dom';
import { ApolloScope } from '../../../shared/graphql/apollo-scope';

/** Layout of /admin/* (after the admin guard): loads Apollo Client with the admin chunk. */
export function AdminLayout() {
  return (
    <ApolloScope>
      <Outlet />
    </ApolloScope>
  );
}

export { AdminLayout as Component };
