// The voice tools' shells: each command's own output and exit status, its arguments as given, more commands at once
// than shells, and a program that ends while they sleep.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runTool } from '../../sim/voice/tools';

describe('the voice tools, run through long-lived shells', () => {
  it('gives each command its own arguments, quotes and spaces and all, and its own output', async () => {
    const words = ["it's", 'two words', '十秒', '$HOME', '"', '; echo no', ''];
    const heard = await Promise.all(words.map((word) => runTool('printf', ['%s|', word])));
    expect(heard.map((out) => out.toString())).toEqual(words.map((word) => word + '|'));
  });

  it('fails a command with its exit status and what it said, and runs the next one', async () => {
    await expect(runTool('sh', ['-c', 'echo broken >&2; exit 3'])).rejects.toThrow('sh failed (exit 3): broken');
    await expect(runTool('no-such-voice-tool', [])).rejects.toThrow(/no-such-voice-tool failed \(exit 127\)/);
    expect((await runTool('echo', ['after'])).toString()).toBe('after\n');
  });

  it('fails a command whose shell ended, and runs the next one in a new shell', async () => {
    await expect(runTool('sh', ['-c', 'kill -9 $PPID'])).rejects.toThrow('sh failed (exit -1): its shell ended');
    expect((await runTool('echo', ['again'])).toString()).toBe('again\n');
  });

  it('runs twenty commands at once through its few shells, each settling with its own output', async () => {
    const outs = await Promise.all(Array.from({ length: 20 }, (_, i) => runTool('sh', ['-c', 'sleep 0.0' + (i % 5) + '; echo ' + i])));
    expect(outs.map((out) => Number(out.toString()))).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('lets a program end while its shells sleep', () => {
    const script = "import { runTool } from './sim/voice/tools.ts'; runTool('echo', ['done']).then((out) => process.stdout.write(out));";
    const ended = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 20000 });
    expect([ended.status, ended.stdout]).toEqual([0, 'done\n']);
  });
});
