// The screen stays on while a clock runs, and only then. The browser drops the lock whenever the page is
// hidden, so it is asked for again at the next repaint that finds a clock running.
export function createScreenKeeper(): (running: boolean) => void {
  let lock: WakeLockSentinel | null = null;
  let asking = false;
  return (running) => {
    if (running && lock === null && !asking && !document.hidden && 'wakeLock' in navigator) {
      asking = true;
      navigator.wakeLock
        .request('screen')
        .then((granted) => {
          lock = granted;
          granted.addEventListener('release', () => (lock = null));
        })
        .catch(() => undefined)
        .then(() => (asking = false));
    } else if (!running && lock !== null) void lock.release();
  };
}
