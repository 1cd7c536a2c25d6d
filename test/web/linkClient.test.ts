// The page's end of the link, without a browser: replies found among the console's lines, a clock of
// another protocol said in one line, and a clock that does not answer known within REPLY_MS.
import { describe, expect, it } from 'vitest';
import { createLinkClient, REPLY_MS } from '../../sim/web/page/linkClient';

function client() {
  const sent: string[] = [];
  const timers: { at: number; fn: () => void; live: boolean }[] = [];
  let now = 0;
  const link = createLinkClient({
    send: (text) => sent.push(text),
    setTimer(fn, ms) {
      const timer = { at: now + ms, fn: fn, live: true };
      timers.push(timer);
      return () => (timer.live = false);
    },
  });
  const advance = (ms: number) => {
    now += ms;
    for (const t of timers) if (t.live && t.at <= now) (t.live = false), t.fn();
  };
  return { link, sent, advance };
}

describe('the page’s end of the link', () => {
  it('writes each request as one console line with echo off, and finds its reply among the clock’s output, in pieces', async () => {
    const { link, sent } = client();
    const reply = link.request('state');
    expect(sent).toEqual(['\x10clock.link("{\\"v\\":1,\\"id\\":1,\\"op\\":\\"state\\"}")\n']);
    link.received('>some prompt\r\nWARNING: x\r\n>GOCLOCK {"v":1,"id":1,"ok":true,"st');
    link.received('ate":{"phase":"ready"}}\r\n');
    await expect(reply).resolves.toEqual({ v: 1, id: 1, ok: true, state: { phase: 'ready' } });
  });

  it('says in one line that a clock speaks another protocol, and that a silent one did not answer', async () => {
    const { link, advance } = client();
    const other = link.request('hello');
    link.received('GOCLOCK {"v":2,"id":0,"ok":false,"error":{"code":"version","message":"this clock speaks link protocol 2 (got 1)"}}\n');
    await expect(other).rejects.toThrow('this clock speaks another link protocol (this clock speaks link protocol 2 (got 1)); this page speaks 1');
    const silent = link.request('state');
    advance(REPLY_MS);
    await expect(silent).rejects.toThrow('the clock did not answer within 3 s');
    const dropped = link.request('state');
    link.close('the clock’s cable was unplugged');
    await expect(dropped).rejects.toThrow('the clock’s cable was unplugged');
  });
});
