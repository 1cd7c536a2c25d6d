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
  const press = (key: Key, down: boolean) => fake.setPin(pins[key], !down, Math.max(fake.now, now()));
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
  const frame = () => {
    fake.runUntil(now());
    draw($<HTMLCanvasElement>('left'), (x, y) => fake.displays.left.pixel(x, y));
    draw($<HTMLCanvasElement>('right'), (x, y) => fake.displays.right.pixel(x, y));
    if (fake.printed.length !== printed) {
      printed = fake.printed.length;
      $('console').textContent = fake.printed.slice(-12).join('\n');
    }
    // Repaint with the screen; the firmware's own timers run in virtual time inside runUntil.
    requestAnimationFrame(frame);
  };
  frame();
  (window as unknown as { device: FakeMachine }).device = fake;
}

void start();
