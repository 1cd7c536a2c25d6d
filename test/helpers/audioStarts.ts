// What a test of the web clock's sound watches in the page: every audio start, with the audio clock and the page's
// clock read together at that moment, whether a later press stopped it, and every tap, the page's own tap handler
// held up after it to tell the event's instant from the handler's.
/* eslint-disable @typescript-eslint/no-explicit-any -- the page's globals, which the tests' TypeScript (no DOM) cannot type */

/** Records every audio start and tap, and holds the page's own tap handler up. */
export function instrument(delay: unknown): void {
  const w = globalThis as any;
  w.starts = [];
  w.taps = [];
  const start = w.AudioBufferSourceNode.prototype.start;
  // Each start, with the audio clock and the page's clock read together at that moment (the browser's own
  // pair when it has one), to place a page instant on the audio clock as it stands when the clip is scheduled.
  w.AudioBufferSourceNode.prototype.start = function (when?: number, ...rest: number[]) {
    const stamp = this.context.getOutputTimestamp();
    const paired = stamp.contextTime > 0;
    this.startIndex = w.starts.length;
    w.starts.push({ when: when ?? 0, audio: paired ? stamp.contextTime : this.context.currentTime, page: paired ? stamp.performanceTime : w.performance.now(), stopped: false, seconds: this.buffer?.duration ?? 0 });
    return start.call(this, when, ...rest);
  };
  // A clip cancelled by a press that came first is stopped: it is not one of the calls made.
  const stop = w.AudioBufferSourceNode.prototype.stop;
  w.AudioBufferSourceNode.prototype.stop = function (...args: number[]) {
    if (this.startIndex !== undefined) w.starts[this.startIndex].stopped = true;
    return stop.apply(this, args);
  };
  // Runs before the page's own handler: note the event's instant, then keep the page busy.
  w.document.addEventListener(
    'pointerdown',
    (e: { timeStamp: number }) => {
      w.taps.push(e.timeStamp);
      const until = w.performance.now() + (delay as number);
      while (w.performance.now() < until);
    },
    true,
  );
}
