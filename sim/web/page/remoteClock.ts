// A hardware clock driven from the page over a link (linkTransport.ts: USB by Web Serial, or Bluetooth):
// the page shows the clock's own times, sends it settings and the referee's commands, and reads its
// record. The clock stays the clock of record: the page only asks, and the clock never waits on the
// page. A link that drops is said at once.
import type { ClockState, Input } from '../../../firmware/core/index';
import { recordToText } from '../../recordSgf';
import { MAX_RECORD_LINES } from '../../../firmware/app/link/protocol';
import { liveBytes, readLive, sameLive } from '../../../firmware/app/link/live';
import type { LinkTransport } from './linkTransport';
import { t } from './pageLanguage';

export interface RemoteHooks {
  /** The clock's state and the instant it stands for, on the clock's own time. */
  paint(state: ClockState, nowMs: number): void;
  tell(text: string): void;
}

export interface RemoteClock {
  /** What the halves say the link is ("CLOCK OVER USB"). */
  label: string;
  /** The clock's last state, or null before the first. */
  state(): ClockState | null;
  /** Sends a referee's command; the clock's answer is told. */
  command(input: Input): void;
  /** Sends settings as clock.configure takes them; resolves with the clock's refusal, or null. */
  configure(settings: object): Promise<string | null>;
  /** The clock's record, read in pieces, as JSON Lines or SGF. */
  record(format: 'jsonl' | 'sgf'): Promise<string>;
  close(): void;
}

/** The clock at the far end of `link`: greeted, then followed (polled, or told by its live state). */
export async function followClock(link: LinkTransport, hooks: RemoteHooks): Promise<RemoteClock> {
  let latest: { state: ClockState; at: number } | null = null;
  const hello = await link.request('hello');
  if (!hello.ok) throw new Error(t('link.noLink', { why: hello.error?.message ?? '' }));
  const shownNow = () => (latest === null ? 0 : latest.state.atMs + Math.round(performance.now() - latest.at));
  const paint = () => {
    if (latest !== null) hooks.paint(latest.state, shownNow());
  };
  const refresh = async () => {
    const reply = await link.request('state');
    if (reply.ok) {
      latest = { state: reply.state as ClockState, at: performance.now() };
      paint();
    }
  };
  const quietly = () => void refresh().catch(() => undefined);
  // Told what the clock's faces show, the page asks for the whole state only when its own reckoning differs.
  link.onLive((bytes) => {
    const told = readLive(bytes);
    if (latest === null || told === null) return quietly();
    const mine = readLive(liveBytes(latest.state, shownNow()));
    // The clock's faces changed: the page's halves change with them, from the state it has or a fresh one.
    if (mine === null || !sameLive(mine, told)) quietly();
    else paint();
  });
  const poll = setInterval(quietly, link.pollMs);
  link.onClose(() => clearInterval(poll));
  await refresh();
  return {
    label: link.label,
    state: () => latest?.state ?? null,
    command(input) {
      link.request('command', { input: input }).then(
        (reply) => {
          hooks.tell(reply.ok ? t('remote.took') : t('remote.refused', { why: reply.error?.message ?? '' }));
          return refresh();
        },
        (error: Error) => hooks.tell(t('remote.failed', { why: error.message })),
      );
    },
    async configure(settings) {
      const reply = await link.request('configure', { settings: settings });
      await refresh();
      return reply.ok ? null : (reply.error?.message ?? 'refused');
    },
    async record(format) {
      const lines: string[] = [];
      for (;;) {
        const reply = await link.request('record', { from: lines.length, count: MAX_RECORD_LINES });
        if (!reply.ok) throw new Error(reply.error?.message ?? t('link.noRecord'));
        lines.push(...(reply.lines ?? []));
        if (lines.length >= (reply.total ?? 0) || (reply.lines ?? []).length === 0) break;
      }
      return recordToText(lines.join('\n') + '\n', format, t);
    },
    close: () => link.close(),
  };
}
