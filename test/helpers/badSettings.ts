// Saved settings a browser may hold that the web clock must not trust: each case, what it is, the text
// kept, why the reader says it fell back (to a browser in Simplified Chinese), and the labels the page
// names its settings by. test/web/savedSettings.test.ts reads every one in Node;
// test/web/webPhone.test.ts loads a few in the browser.
export const BAD_SAVED_SETTINGS: [string, string, RegExp, RegExp][] = [
  ['not JSON', '{preset:', /the saved settings are not JSON/, /^Saved settings repaired: Preset reset to default\.$/],
  ['not an object', '[1,2]', /the saved settings are \[1,2\], not an object/, /Preset/],
  ['a renamed preset', '{"preset":"no-such-preset"}', /preset "no-such-preset" is no longer a preset \(known: cn-national, .*\), so "cn-national" is used/, /Preset/],
  ['a preset of the wrong type', '{"preset":7}', /preset 7 is no longer a preset/, /Preset/],
  ['a time control that is not JSON', '{"timeControl":"{oops"}', /timeControl: is not JSON .*, so the preset cn-national is used/, /Time system/],
  ['a time control the core refuses', '{"timeControl":"{\\"system\\":\\"fischer\\",\\"mainMs\\":60000}"}', /timeControl\.incrementMs: .*, so the preset cn-national is used/, /^Saved settings repaired: Time system reset to default\.$/],
  ['an unknown language', '{"language":"tlh"}', /language "tlh" must be one of zh, yue, ja, ko, en, recorded-zh, recorded-yue, recorded-ja, recorded-ko, recorded-en, or a voice of your own \(recorded-zh~1\), so "zh" is used/, /Voice/],
  ['an unknown sound', '{"sound":"loud"}', /sound "loud" must be one of voice, beep, silent/, /Sound/],
  ['a count style of the wrong type', '{"countStyle":3}', /countStyle 3 must be one of cn, jp, kr, en/, /Count/],
  ['main-time calls as text', '{"mainTimeCalls":"yes","rules":"1999"}', /rules "1999" must be one of later, 1988, so "later" is used; mainTimeCalls "yes" must be true or false/, /^Saved settings repaired: Rules, Main-time calls reset to default\.$/],
];
