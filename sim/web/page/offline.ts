// What the page can promise away from the network, and keeping a voice pack for it. Offline use and a
// screen that stays on need a secure context (HTTPS, or this machine's own localhost): without one the
// browser gives no service worker and no wake lock, and the page says so rather than fail silently.

/** What this page cannot do where it is loaded, and how to get it; null in a secure context that has both. */
export function missingFeatures(): string | null {
  const missing: string[] = [];
  if (!('serviceWorker' in navigator)) missing.push('work offline');
  if (!('wakeLock' in navigator)) missing.push('keep the screen on');
  if (missing.length === 0) return null;
  const why = window.isSecureContext ? 'this browser does not offer it' : location.protocol + '//' + location.host + ' is not a secure context';
  return 'This page cannot ' + missing.join(' or ') + ' here (' + why + '). Open it over HTTPS: npm run web -- --https, or any HTTPS static host (see sim/web/README.md in the source).';
}

/** Progress of keeping a pack: files kept and failed of the total. */
export interface KeepProgress {
  kept: number;
  failed: number;
  total: number;
  /** Files fetched from the network so far: none when the pack was kept before. */
  fetched: number;
}

/** Asks the service worker to keep `files` (a voice pack) for offline use; `progress` hears each file. */
export function keepForOffline(files: string[], progress: (p: KeepProgress) => void): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) => {
    if (registration.active === null) return;
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<KeepProgress>) => progress(event.data);
    registration.active.postMessage({ keep: files }, [channel.port2]);
  });
}
