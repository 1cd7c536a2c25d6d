// The link's place in a firmware built without it (the Pico's, which cannot spare the variables while issue
// 23's choice of board is open): every request is answered, in the protocol's own words, that this build
// has no link, so a phone says so in one line instead of waiting.
import { LINK_VERSION, replyLine } from './protocol';
import type { LinkHost } from './link';

export function linkReply(_host: LinkHost, _frame: unknown, _readOnly?: boolean): string {
  return replyLine({ v: LINK_VERSION, id: 0, ok: false, error: { code: 'refused', message: 'this build of the firmware has no link: use clock.state(), clock.adjust() and clock.record("raw") on its console' } });
}
