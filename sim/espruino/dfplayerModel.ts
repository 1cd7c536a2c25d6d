// A model of the DFPlayer Mini: it checks each frame the firmware sends (length, framing, checksum),
// plays clips for a set duration and answers "finished" (0x3D) on the module's TX line.

export interface DfCommand {
  atMs: number;
  command: number;
  parameter: number;
}

export class DfPlayerModel {
  readonly commands: DfCommand[] = [];
  readonly errors: string[] = [];
  private buffer: number[] = [];
  private finishTimer: (() => void) | null = null;

  constructor(
    private readonly clipMs: (clip: number) => number,
    private readonly schedule: (delayMs: number, fn: () => void) => () => void,
    private readonly reply: (bytes: number[]) => void,
  ) {}

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

  private handle(command: DfCommand): void {
    this.commands.push(command);
    if (command.command === 0x14 || command.command === 0x16) {
      if (this.finishTimer) this.finishTimer();
      this.finishTimer = null;
    }
    if (command.command === 0x14) {
      this.finishTimer = this.schedule(this.clipMs(command.parameter & 0xfff), () => {
        this.finishTimer = null;
        this.reply([0x7e, 0xff, 0x06, 0x3d, 0x00, 0x00, command.parameter & 0xff, 0, 0, 0xef]);
      });
    }
  }

  /** Each clip played: the folder (language) in the high 4 bits of the parameter, the track in the low 12. */
  plays(): { atMs: number; clip: number; folder: number }[] {
    return this.commands.filter((c) => c.command === 0x14).map((c) => ({ atMs: c.atMs, clip: c.parameter & 0xfff, folder: c.parameter >> 12 }));
  }
}
