// What the page can promise away from the network, and keeping a voice pack for it. Offline use and a
// screen that stays on need a secure context (HTTPS, or this machine's own localhost): without one the
// browser gives no service worker and no wake lock, and the page says so rather than fail silently.
import { t } from './pageLanguage';

/** What this page cannot do where it is loaded, and how to get it; null in a secure context that has both. */
export function missingFeatures(): string | null {
  const offline = 'serviceWorker' in navigator;
  const screen = 'wakeLock' in navigator;
  if (offline && screen) return null;
  const what = t(!offline && !screen ? 'offline.both' : offline ? 'offline.screen' : 'offline.work');
  const why = window.isSecureContext ? t('offline.noOffer') : t('offline.insecure', { origin: location.protocol + '//' + location.host });
  return t('offline.cannot', { what: what, why: why });
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
