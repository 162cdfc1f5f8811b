import { Field, ObjectType } from '@nestjs/graphql';
import type { BoatEntity } from '../entities/boat.entity.js';

@ObjectType({ description: 'Where a boat is moored.' })
export class Berth {
  @Field(() => String, { nullable: true })
  marina: string | null;

  @Field(() => String, { nullable: true })
  pontoon: string | null;

  @Field(() => String, { nullable: true, description: "The berth's number (or name) on the pontoon." })
  number: string | null;

  @Field({ description: 'A maps search for the marina and the berth, to open on a phone.' })
  mapUrl: string;

  /** Null while no part of it is known. */
  static of(boat: Pick<BoatEntity, 'berthMarina' | 'berthPontoon' | 'berthNumber'>): Berth | null {
    const parts = [boat.berthMarina, boat.berthPontoon, boat.berthNumber];
    if (parts.every((part) => !part)) return null;
    const query = parts.filter(Boolean).join(', ');
    return Object.assign(new Berth(), {
      marina: boat.berthMarina,
      pontoon: boat.berthPontoon,
      number: boat.berthNumber,
      mapUrl: `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query }).toString()}`,
    });
  }
}
