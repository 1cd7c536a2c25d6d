// What keeps the web clock's server and the hall's (its page, its feed, its MQTT broker) up whatever a
// client sends on the network: a handler that throws answers 400 or 500 and the server goes on; a request's
// headers, its size and its idle time are bounded; an MQTT packet larger than a clock's state needs is
// refused by closing that connection, before its bytes are held; and so are the connections themselves.
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import type { Server as NetServer, Socket } from 'node:net';
import { Duplex, Transform, type TransformCallback } from 'node:stream';

export interface ServerLimits {
  /** A request's headers must have come in this long after its connection opened. */
  headersMs: number;
  /** A whole request, and an idle connection. */
  requestMs: number;
  /** Connections open at once, to each server. */
  connections: number;
  /** The largest MQTT packet taken: a board's report, the round's pairings (2,000 boards' take about 280 KB) or results. */
  mqttPacketBytes: number;
}

export const SERVER_LIMITS: ServerLimits = { headersMs: 10000, requestMs: 30000, connections: 256, mqttPacketBytes: 512 * 1024 };

/**
 * What an HTTP server is made with: Node's bound on a request's headers in all (a larger one is answered
 * 431), and how often it looks for requests past their time (its default, 30 s, would let a slow client
 * hold its connection that long whatever the timeouts say).
 */
export function httpOptions(limits: ServerLimits = SERVER_LIMITS): { maxHeaderSize: number; connectionsCheckingInterval: number } {
  return { maxHeaderSize: 16 * 1024, connectionsCheckingInterval: Math.min(1000, limits.headersMs / 2) };
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A handler that throws (a malformed URL, a file gone) answers 400 or 500 instead of stopping the server. */
export function guarded(handler: Handler): Handler {
  return (request, response) => {
    try {
      handler(request, response);
    } catch (error) {
      if (response.headersSent) response.destroy();
      else response.writeHead(error instanceof URIError ? 400 : 500, { 'content-type': 'text/plain' }).end(error instanceof URIError ? 'bad request' : 'server error');
    }
  };
}

/** Bounds an HTTP server: slow or huge headers, long requests, idle connections, how many at once. */
export function limitHttp(server: HttpServer, limits: ServerLimits = SERVER_LIMITS): void {
  server.headersTimeout = limits.headersMs;
  server.requestTimeout = limits.requestMs;
  server.keepAliveTimeout = Math.min(5000, limits.requestMs);
  server.maxHeadersCount = 100;
  server.maxConnections = limits.connections;
  server.setTimeout(limits.requestMs, (socket) => socket.destroy());
  // A request Node cannot parse (a bad method, headers too large, a malformed line) is answered, never thrown.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable) return socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : '400 Bad Request';
    // Closed once the answer is out: a client that goes on sending would otherwise keep it half open.
    socket.end('HTTP/1.1 ' + status + '\r\nconnection: close\r\n\r\n', () => socket.destroy());
  });
}

/** Bounds the MQTT broker's TCP server: how many connections, and how long one may sit idle. */
export function limitTcp(server: NetServer, limits: ServerLimits = SERVER_LIMITS): void {
  server.maxConnections = limits.connections;
  server.on('connection', (socket) => socket.setTimeout(limits.requestMs * 4, () => socket.destroy()));
}

/**
 * Passes an MQTT byte stream through unchanged, reading each packet's fixed header (a type byte, then the
 * remaining length in 1 to 4 bytes of 7 bits, MQTT 3.1.1 §2.2.3): a packet declaring more than `maxBytes`
 * ends the stream with an error at once, so the broker never buffers it.
 */
export class MqttPacketGuard extends Transform {
  private state: 'type' | 'length' | 'body' = 'type';
  private length = 0;
  private lengthBytes = 0;
  private body = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    for (let at = 0; at < chunk.length; ) {
      if (this.state === 'body') {
        const take = Math.min(this.body, chunk.length - at);
        this.body -= take;
        at += take;
        if (this.body === 0) this.state = 'type';
        continue;
      }
      const byte = chunk[at++];
      if (this.state === 'type') {
        [this.state, this.length, this.lengthBytes] = ['length', 0, 0];
        continue;
      }
      this.length += (byte & 0x7f) * 128 ** this.lengthBytes++;
      if (this.length > this.maxBytes || (byte & 0x80 && this.lengthBytes === 4)) return done(new Error('MQTT packet over ' + this.maxBytes + ' bytes'));
      if (byte & 0x80) continue;
      this.body = this.length;
      this.state = this.body > 0 ? 'body' : 'type';
    }
    done(null, chunk);
  }
}

/**
 * What the broker is handed for a connection (TCP, or a WebSocket's stream): the bytes it reads pass the
 * packet guard, what it writes goes straight out; an oversized packet, or either side failing, closes both.
 */
export function cappedStream(socket: Duplex, limits: ServerLimits = SERVER_LIMITS): Duplex {
  const guard = new MqttPacketGuard(limits.mqttPacketBytes);
  const capped = new Duplex({
    read() {},
    write(chunk, encoding, done) {
      socket.write(chunk, encoding, done);
    },
    final(done) {
      socket.end(done);
    },
    destroy(error, done) {
      socket.destroy();
      guard.destroy();
      done(error);
    },
  });
  guard.on('data', (data) => capped.push(data));
  guard.on('end', () => capped.push(null));
  guard.on('error', () => capped.destroy());
  socket.on('error', () => capped.destroy());
  socket.on('close', () => capped.destroy());
  socket.pipe(guard);
  return capped;
}
