// The device page: the built firmware itself on the fake Espruino sized like Jolt.js, in real time: its two OLEDs drawn on canvases, its buttons as keys and taps, its
// DFPlayer heard through the web voice packs.
import { FakeMachine } from '../../espruino/fakeMachine';
import type { Host } from '../../espruino/fakeSetup';
import { FIRMWARE_BUNDLE } from '../../espruino/bundlePaths';
import { BOARD } from '../../../firmware/boards';
import { textLanguageOf } from '../../../firmware/core/index';
import { t } from './pageLanguage';
import { useLanguage } from './view';

/** The browser's own engine runs the bundle, in a scope holding the fake's globals (no memory model here). */
const BROWSER_HOST: Host = {
  createContext(globals) {
    const context: Record<string, unknown> = Object.assign({}, globals);
    context.global = context;
    return context;
  },
  run(code, context) {
    // Sloppy code, so that `with` can put the fake's globals first on the firmware's scope chain.
    return new Function('scope', 'code', 'with (scope) { return eval(code); }')(context, code);
  },
  makeSampler: () => null,
};

/** The longest the page sleeps between runs of the firmware. */
const LATEST_WAKE_MS = 100;

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

function draw(canvas: HTMLCanvasElement, pixel: (x: number, y: number) => boolean): void {
  const g = canvas.getContext('2d') as CanvasRenderingContext2D;
  const image = g.createImageData(128, 64);
  for (let y = 0; y < 64; y++) {
    for (let x = 0; x < 128; x++) {
      const lit = pixel(x, y) ? 255 : 0;
      const at = (y * 128 + x) * 4;
      image.data[at] = lit;
      image.data[at + 1] = lit;
      image.data[at + 2] = lit;
      image.data[at + 3] = 255;
    }
  }
  g.putImageData(image, 0, 0);
}

async function start(): Promise<void> {
  // The page's words in ?lang= or the browser's language; the faces in the language the firmware's own setting chooses.
  useLanguage(textLanguageOf(new URLSearchParams(location.search).get('lang') ?? navigator.language));
  document.title = t('dev.title', { board: BOARD.name });
  const code = await (await fetch(FIRMWARE_BUNDLE.split('/').pop() as string)).text();
  const fake = new FakeMachine({}, BROWSER_HOST);
  const origin = performance.now();
  const now = () => Math.round(performance.now() - origin);
  fake.boot(code);
  const pins = fake.board.buttons;
  type Key = 'left' | 'right' | 'mode' | 'set';
  const press = (key: Key, down: boolean) => {
    fake.setPin(pins[key], !down, Math.max(fake.now, now()));
    frame();
  };
  // "Both" presses the two player buttons together, as a referee's two thumbs do to reach the menus.
  const keysOf: Record<string, Key[]> = { a: ['left'], l: ['right'], b: ['left', 'right'], m: ['mode'], s: ['set'], left: ['left'], right: ['right'], both: ['left', 'right'], mode: ['mode'], set: ['set'] };
  document.addEventListener('keydown', (e) => !e.repeat && keysOf[e.key]?.forEach((k) => press(k, true)));
  document.addEventListener('keyup', (e) => keysOf[e.key]?.forEach((k) => press(k, false)));
  for (const button of Array.from(document.querySelectorAll<HTMLButtonElement>('.keys button'))) {
    const keys = keysOf[button.dataset.key as string];
    button.addEventListener('pointerdown', (e) => {
      // The button keeps the pointer, so a thumb sliding off still releases it here.
      button.setPointerCapture(e.pointerId);
      keys.forEach((k) => press(k, true));
    });
    button.addEventListener('pointerup', () => keys.forEach((k) => press(k, false)));
    button.addEventListener('pointercancel', () => keys.forEach((k) => press(k, false)));
  }
  let printed = 0;
  // The firmware runs when its next timer is due or a key is pressed, and a canvas is drawn again only when its
  // display changed, rather than both at every frame of the screen: a page left open costs its computer next to
  // nothing. A wake at least every LATEST_WAKE_MS runs what a command typed into `device` scheduled.
  const drawn = { left: '', right: '' };
  let wake: ReturnType<typeof setTimeout> | undefined;
  function frame(): void {
    clearTimeout(wake);
    fake.runUntil(now());
    for (const side of ['left', 'right'] as const) {
      const display = fake.displays[side];
      const shows = display.flips + (display.inverted ? ' inverted' : '');
      if (shows === drawn[side]) continue;
      drawn[side] = shows;
      draw($<HTMLCanvasElement>(side), (x, y) => display.pixel(x, y));
    }
    if (fake.printed.length !== printed) {
      printed = fake.printed.length;
      $('console').textContent = fake.printed.slice(-12).join('\n');
    }
    const next = fake.nextEventAt();
    wake = setTimeout(frame, Math.min(LATEST_WAKE_MS, Math.max(0, (next ?? Infinity) - now())));
  }
  frame();
  (window as unknown as { device: FakeMachine }).device = fake;
}

void start();
