// Saved settings a browser may hold that the web clock must not trust: each case, what it is, the text
// kept, and the words the page names it by. test/savedSettings.test.ts reads every one in Node;
// test/webPhone.test.ts loads a few in the browser.
export const BAD_SAVED_SETTINGS: [string, string, RegExp][] = [
  ['not JSON', '{preset:', /the saved settings are not JSON/],
  ['not an object', '[1,2]', /the saved settings are \[1,2\], not an object/],
  ['a renamed preset', '{"preset":"no-such-preset"}', /preset "no-such-preset" is no longer a preset \(known: cn-national, .*\), so "cn-national" is used/],
  ['a preset of the wrong type', '{"preset":7}', /preset 7 is no longer a preset/],
  ['a time control that is not JSON', '{"timeControl":"{oops"}', /timeControl: is not JSON .*, so the preset cn-national is used/],
  ['a time control the core refuses', '{"timeControl":"{\\"system\\":\\"fischer\\",\\"mainMs\\":60000}"}', /timeControl\.incrementMs: .*, so the preset cn-national is used/],
  ['an unknown language', '{"language":"tlh"}', /language "tlh" must be one of zh, yue, ja, ko, en, so "zh" is used/],
  ['an unknown sound', '{"sound":"loud"}', /sound "loud" must be one of voice, beep, silent/],
  ['a count style of the wrong type', '{"countStyle":3}', /countStyle 3 must be one of cn, jp, kr, en/],
  ['main-time calls as text', '{"mainTimeCalls":"yes","rules":"1999"}', /rules "1999" must be one of later, 1988, so "later" is used; mainTimeCalls "yes" must be true or false/],
];
