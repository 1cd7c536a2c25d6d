// The page's end of the clock's link (firmware/app/link/protocol.ts), without the DOM: requests written to
// the clock's console as text, replies found among the lines it prints. Each request waits for its reply a
// moment at most; a clock that does not answer, or answers in another protocol, is said so in one line.
import { consoleLine, readReply, LINK_PREFIX, LINK_VERSION, type LinkOp, type LinkReply, type LinkRequest } from '../../../firmware/app/link/protocol';
import { t } from './pageLanguage';

/** How long a reply may take: the clock answers at once, and a dropped link is known no later than this. */
export const REPLY_MS = 3000;

export interface LinkClient {
  /** Text the clock printed, in whatever pieces it came. */
  received(text: string): void;
  /** Sends a request; resolves with its reply (ok or not), rejects when no reply comes in time. */
  request(op: LinkOp, body?: Partial<LinkRequest>): Promise<LinkReply>;
  /** Every request still waiting fails with `why` (the link dropped). */
  close(why: string): void;
}

export interface LinkHost {
  send(text: string): void;
  setTimer(fn: () => void, ms: number): () => void;
}

export function createLinkClient(host: LinkHost): LinkClient {
  let pending = '';
  let lastId = 0;
  const waiting: { id: number; done: (reply: LinkReply) => void; fail: (why: Error) => void; cancel: () => void }[] = [];
  const settle = (reply: LinkReply) => {
    // A frame the clock could not read has no id: it answers the oldest request.
    const at = reply.id === 0 ? 0 : waiting.findIndex((w) => w.id === reply.id);
    if (at < 0 || waiting.length === 0) return;
    const [request] = waiting.splice(at, 1);
    request.cancel();
    if (reply.error?.code === 'version') request.fail(new Error(t('link.version', { clock: reply.error.message, page: LINK_VERSION })));
    else request.done(reply);
  };
  return {
    received(text) {
      pending += text;
      const lines = pending.split(/\r?\n/);
      pending = lines.pop() ?? '';
      for (const line of lines) {
        // The console may put its prompt before the line.
        const at = line.indexOf(LINK_PREFIX);
        const reply = at < 0 ? null : readReply(line.slice(at));
        if (reply !== null) settle(reply);
      }
    },
    request(op, body = {}) {
      const request: LinkRequest = Object.assign({}, body, { v: LINK_VERSION, id: ++lastId, op: op });
      return new Promise((resolve, reject) => {
        const cancel = host.setTimer(() => {
          const at = waiting.findIndex((w) => w.id === request.id);
          if (at >= 0) waiting.splice(at, 1);
          reject(new Error(t('link.noAnswer', { seconds: REPLY_MS / 1000 })));
        }, REPLY_MS);
        waiting.push({ id: request.id, done: resolve, fail: reject, cancel: cancel });
        host.send(consoleLine(request));
      });
    },
    close(why) {
      for (const request of waiting.splice(0)) {
        request.cancel();
        request.fail(new Error(why));
      }
    },
  };
}
