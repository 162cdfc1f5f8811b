import { Outlet } from 'react-router-dom';
import { ApolloScope } from '../../../shared/graphql/apollo-scope';

/** /technician/*: Apollo Client comes with the technician's chunk. */
export const Component = () => (
  <ApolloScope>
    <Outlet />
  </ApolloScope>
);
