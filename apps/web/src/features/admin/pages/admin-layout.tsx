import { Outlet } from 'react-router-dom';
import { ApolloScope } from '../../../shared/graphql/apollo-scope';

/** Layout of /admin/* (after the admin guard): Apollo Client with the admin chunk. Its sections are in the area's frame (app/layouts). */
export function AdminLayout() {
  return (
    <ApolloScope>
      <Outlet />
    </ApolloScope>
  );
}

export { AdminLayout as Component };
