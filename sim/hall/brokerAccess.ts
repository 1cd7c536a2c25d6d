// Who may do what on the hall's embedded broker: the gateway, with its credentials, publishes its
// tournament's boards; anyone else connects without a name and may only read them. Every other publish,
// retained message or wipe, and every other subscription, is refused; a wrong name or password too.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Aedes, Client } from 'aedes';

export interface Credentials {
  username: string;
  password: string;
}

/** Credentials nobody can guess, for a gateway given none. */
export function freshCredentials(): Credentials {
  return { username: 'hall-gateway', password: randomBytes(18).toString('base64url') };
}

/** The round's pairings, published beside the boards. */
export function pairingsTopic(tournament: string): string {
  return tournament + '/pairings';
}

/** The round's results as the hall keeps them (sim/hall/results.ts), published beside the boards. */
export function resultsTopic(tournament: string): string {
  return tournament + '/results';
}

/** The players the round gives a bye, as [{"name", "rank"}], published beside the boards. */
export function byesTopic(tournament: string): string {
  return tournament + '/byes';
}

/** The round the hall runs, as {"round": N}, published beside the boards. */
export function roundTopic(tournament: string): string {
  return tournament + '/round';
}

/** A board's topic under `tournament` (its name, a slash and the board number), or its pairings', byes', results' or round's. */
function isBoardTopic(tournament: string, topic: string): boolean {
  return topic === pairingsTopic(tournament) || topic === byesTopic(tournament) || topic === resultsTopic(tournament) || topic === roundTopic(tournament) || (topic.indexOf(tournament + '/') === 0 && /^\d+$/.test(topic.slice(tournament.length + 1)));
}

/** What a reader may subscribe to: every board of the tournament, or one. */
function isReadable(tournament: string, topic: string): boolean {
  return topic === tournament + '/+' || topic === tournament + '/#' || isBoardTopic(tournament, topic);
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function guardBroker(broker: Aedes, tournament: string, publisher: Credentials): void {
  const publishers = new WeakSet<Client>();
  broker.authenticate = (client, username, password, done) => {
    if (username === undefined && password === undefined) return done(null, true);
    if (username === publisher.username && password !== undefined && same(password.toString(), publisher.password)) {
      publishers.add(client);
      return done(null, true);
    }
    // CONNACK 4: bad user name or password.
    done(Object.assign(new Error('bad user name or password'), { returnCode: 4 }) as never, null);
  };
  broker.authorizePublish = (client, packet, done) => {
    if (client !== null && publishers.has(client) && isBoardTopic(tournament, packet.topic)) return done(null);
    done(new Error('only the hall gateway publishes, and only its tournament\'s boards'));
  };
  broker.authorizeSubscribe = (_client, subscription, done) => done(null, isReadable(tournament, subscription.topic) ? subscription : null);
}
