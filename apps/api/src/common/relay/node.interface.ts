import { Field, ID, InterfaceType } from '@nestjs/graphql';

/** Relay's Node. Model classes are named like their GraphQL types, which resolves the concrete type. */
@InterfaceType('Node', {
  resolveType: (value: object) => value.constructor.name,
})
export abstract class Node {
  @Field(() => ID)
  id: string;
}
