// A model of the DFPlayer Mini: it checks each frame the firmware sends (length, framing, checksum),
// plays clips for a set duration and answers on the module's TX line as the module does: "online" with
// its storage devices once it has started, the card's file count when asked, "finished" (0x3D) after a
// clip, error 0x40 when it cannot play, and 0x3B / 0x3A when the card is pulled out or put back. A module
// that is not wired answers nothing.

export interface DfCommand {
  atMs: number;
  command: number;
  parameter: number;
}

export interface DfPlayerSetup {
  /** Whether a module is wired at all. */
  present: boolean;
  /** Whether a card with the packs is in. */
  card: boolean;
  /** How long the module takes after power-up before it answers. */
  startMs: number;
}

const CARD = 0x02;
const ERROR = 0x40;
/** Error 8: the card could not be read (none, or pulled out). */
const CARD_ERROR = 8;
const FILES_ON_CARD = 3000;

export class DfPlayerModel {
  readonly commands: DfCommand[] = [];
  readonly errors: string[] = [];
  private readonly played: { atMs: number; clip: number; folder: number }[] = [];
  private buffer: number[] = [];
  private finishTimer: (() => void) | null = null;
  private readyAtMs = 0;
  private failures: number[] = [];

  constructor(
    private readonly clipMs: (clip: number) => number,
    private readonly schedule: (delayMs: number, fn: () => void) => () => void,
    private readonly reply: (bytes: number[]) => void,
    readonly setup: DfPlayerSetup = { present: true, card: true, startMs: 500 },
  ) {}

  /** Power reaches the module at `atMs` (with the board): once started it reports itself online. */
  powerUp(atMs: number): void {
    this.readyAtMs = atMs + this.setup.startMs;
    if (this.setup.present) this.schedule(this.setup.startMs, () => this.answer(0x3f, this.setup.card ? CARD : 0));
  }

  /** The next plays fail with these error codes, one each (e.g. 6: the clip is not on the card). */
  failNextPlays(codes: number[]): void {
    this.failures = this.failures.concat(codes);
  }

  /** Pulls the card out (false) or puts it back (true), as a player or a referee might mid-game. */
  setCard(inserted: boolean): void {
    this.setup.card = inserted;
    if (!this.setup.present) return;
    if (!inserted && this.finishTimer) this.finishTimer();
    this.finishTimer = null;
    this.answer(inserted ? 0x3a : 0x3b, CARD);
  }

  receive(bytes: number[], atMs: number): void {
    this.buffer.push(...bytes);
    while (this.buffer.length >= 10) {
      const frame = this.buffer.splice(0, 10);
      if (frame[0] !== 0x7e || frame[1] !== 0xff || frame[2] !== 0x06 || frame[9] !== 0xef) {
        this.errors.push('bad framing ' + frame.join(','));
        continue;
      }
      const sum = frame.slice(1, 7).reduce((a, b) => a + b, 0);
      if (((sum + ((frame[7] << 8) | frame[8])) & 0xffff) !== 0) this.errors.push('bad checksum ' + frame.join(','));
      this.handle({ atMs: atMs, command: frame[3], parameter: (frame[5] << 8) | frame[6] });
    }
  }

  private answer(command: number, parameter: number): void {
    this.reply([0x7e, 0xff, 0x06, command, 0x00, (parameter >> 8) & 0xff, parameter & 0xff, 0, 0, 0xef]);
  }

  private handle(command: DfCommand): void {
    this.commands.push(command);
    // A module not wired hears nothing; one still starting drops what it is sent.
    if (!this.setup.present || command.atMs < this.readyAtMs) return;
    if (command.command === 0x48) this.answer(this.setup.card ? 0x48 : ERROR, this.setup.card ? FILES_ON_CARD : CARD_ERROR);
    if (command.command === 0x14 || command.command === 0x16) {
      if (this.finishTimer) this.finishTimer();
      this.finishTimer = null;
    }
    if (command.command === 0x14) {
      const failure = this.setup.card ? this.failures.shift() : CARD_ERROR;
      if (failure !== undefined) {
        this.answer(ERROR, failure);
        return;
      }
      this.played.push({ atMs: command.atMs, clip: command.parameter & 0xfff, folder: command.parameter >> 12 });
      this.finishTimer = this.schedule(this.clipMs(command.parameter & 0xfff), () => {
        this.finishTimer = null;
        this.answer(0x3d, command.parameter & 0xff);
      });
    }
  }

  /** Whether a clip is playing now (the module has not yet said it finished). */
  playing(): boolean {
    return this.finishTimer !== null;
  }

  /** Each clip the module played: the folder (language) in the high 4 bits of the parameter, the track in the low 12. */
  plays(): { atMs: number; clip: number; folder: number }[] {
    return this.played;
  }
}
