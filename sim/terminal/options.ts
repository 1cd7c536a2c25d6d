// The terminal clock's command line: every option checked, a bad one named in one line (exit 2).
import { PRESETS, COUNT_STYLES, TEXT_LANGUAGES, findPreset, parseSettings, textLanguageOf, voiceOf, type ClockSettings, type CountStyle, type TextLanguage } from '../../firmware/core/index';
import { LANGUAGES } from '../voice/texts';
import { fail, flagValue } from '../host/cliFail';

export const USAGE = `usage: npm start -- [--preset NAME] [--time-control JSON] [--black left|right] [--speed N] [--language ID] [--text LANG] [--count-style S] [--mute]
  --preset NAME        one of: ${PRESETS.map((p) => p.name).join(', ')} (default cn-national)
  --time-control JSON  a time control object, as in scenarios
  --black left|right   which button is Black's (default left)
  --speed N            run the clock N times faster, to watch byo-yomi quickly (default 1)
  --language ID        the voice and captions: zh, yue, ja, ko or en (default: the words' own, Cantonese for
                       Traditional characters); sound needs npm run voice
  --text LANG          the words: ${TEXT_LANGUAGES.join(', ')} (default: the system's LANG, else en)
  --count-style S      cn, jp, kr or en (default cn)
  --mute               captions only`;

/** The options that take a value. */
const VALUE_FLAGS = ['--preset', '--time-control', '--black', '--speed', '--language', '--text', '--count-style'];

export interface Options {
  settings: ClockSettings;
  title: string;
  blackOnLeft: boolean;
  speed: number;
  language: string;
  /** The words' language. */
  text: TextLanguage;
  mute: boolean;
}

export function parseOptions(args: string[]): Options {
  let timeControl: unknown = 'cn-national';
  let title = 'cn-national';
  let blackOnLeft = true;
  let speed = 1;
  let language = '';
  let countStyle = 'cn';
  let mute = false;
  let text = textLanguageOf(process.env.LANG ?? 'en');
  for (let i = 0; i < args.length; i++) {
    // A flag with no value after it is named as such here, rather than read as a value of undefined further on.
    const value = VALUE_FLAGS.indexOf(args[i]) >= 0 ? flagValue(args, i, VALUE_FLAGS) : '';
    switch (args[i]) {
      case '--preset':
        timeControl = title = value;
        i++;
        break;
      case '--time-control':
        try {
          timeControl = JSON.parse(value);
        } catch (error) {
          fail('--time-control is not valid JSON: ' + (error as Error).message);
        }
        // Said in the chosen language when the screen is drawn.
        title = '';
        i++;
        break;
      case '--black':
        if (value !== 'left' && value !== 'right') fail('--black must be left or right (got ' + value + ')');
        blackOnLeft = value === 'left';
        i++;
        break;
      case '--speed':
        speed = Number(value);
        if (!(speed >= 1 && speed <= 100)) fail('--speed must be a number from 1 to 100 (got ' + value + ')');
        i++;
        break;
      case '--language':
        if (!LANGUAGES.some((l) => l.id === value)) fail('--language must be one of ' + LANGUAGES.map((l) => l.id).join(', ') + ' (got ' + value + ')');
        language = value;
        i++;
        break;
      case '--text':
        if (TEXT_LANGUAGES.indexOf(value as TextLanguage) < 0) fail('--text must be one of ' + TEXT_LANGUAGES.join(', ') + ' (got ' + value + ')');
        text = value as TextLanguage;
        i++;
        break;
      case '--count-style':
        if (COUNT_STYLES.indexOf(value as CountStyle) < 0) fail('--count-style must be one of ' + COUNT_STYLES.join(', ') + ' (got ' + value + ')');
        countStyle = value;
        i++;
        break;
      case '--mute':
        mute = true;
        break;
      case '--help':
        process.stdout.write(USAGE + '\n');
        process.exit(0);
      default:
        fail('unknown argument ' + args[i] + ' (see --help)');
    }
  }
  try {
    const settings = parseSettings(timeControl, 'time control', findPreset, countStyle as CountStyle);
    // The voice goes with the words unless it is chosen.
    return { settings: settings, title: title, blackOnLeft: blackOnLeft, speed: speed, language: language === '' ? voiceOf(text) : language, text: text, mute: mute };
  } catch (error) {
    return fail((error as Error).message);
  }
}
