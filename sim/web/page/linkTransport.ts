// What the page's remote clock (remoteClock.ts) needs of a link, whatever carries it: requests answered,
// the clock's live state when it notifies it, and one word when the link ends.
import type { LinkOp, LinkReply, LinkRequest } from '../../../firmware/app/link/protocol';

export interface LinkTransport {
  /** What the halves say while the page shows the clock ("CLOCK OVER USB"). */
  label: string;
  /** How often the page asks for the state anyway: often on USB, rarely where the clock notifies it. */
  pollMs: number;
  /** Resolves with the reply (ok or not); rejects when the link is gone or the clock does not answer. */
  request(op: LinkOp, body?: Partial<LinkRequest>): Promise<LinkReply>;
  /** The live state's bytes (firmware/app/link/live.ts), each time the clock notifies it. */
  onLive(listener: (bytes: Uint8Array) => void): void;
  /** Called once when the link ends, by the page or not. */
  onClose(listener: () => void): void;
  close(): void;
}

/** The one-time end of a link: every listener told once, then the link's `lost` with why (unless the page closed it). */
export function linkEnd(lost: (why: string) => void): { ended: () => boolean; end: (why: string | null) => void; onClose: (listener: () => void) => void } {
  let ended = false;
  const listeners: (() => void)[] = [];
  return {
    ended: () => ended,
    end(why) {
      if (ended) return;
      ended = true;
      for (const listener of listeners) listener();
      if (why !== null) lost(why);
    },
    onClose: (listener) => void listeners.push(listener),
  };
}
