// The web clock's captions: each call as the voice speaks it, written in the page's language, so a muted phone
// still tells it. Keyed by the voice's phrase ids (firmware/voice/phrases.ts): a phrase's own key where its words
// differ (one minute, not "1 minutes"), else its stem's with the number in {n}.
import type { Say, WordBook } from '../../../firmware/core/index';
import { splitNumbered } from '../../../firmware/voice/clips';

export const CALL_TEXTS: WordBook = {
  'call.sec': ['{n}秒', '{n}秒', '{n}秒', '{n}초', '{n} seconds'],
  'call.sec-60': ['1分钟', '1分鐘', '60秒', '60초', '60 seconds'],
  'call.count': ['{n}', '{n}', '{n}', '{n}', '{n}'],
  'call.minutes-left': ['还剩{n}分钟', '還剩{n}分鐘', '残り{n}分', '{n}분 남았습니다', '{n} minutes left'],
  'call.minutes-left-1': ['还剩1分钟', '還剩1分鐘', '残り1分', '1분 남았습니다', '1 minute left'],
  'call.minute-later': ['1分', '1分', '60秒', '60초', '60 seconds'],
  'call.minutes-left-later': ['还剩{n}分', '還剩{n}分', '残り{n}分', '{n}분 남았습니다', '{n} minutes left'],
  'call.minutes-left-later-1': ['还剩1分', '還剩1分', '残り1分', '1분 남았습니다', '1 minute left'],
  'call.times-left': ['还剩{n}次', '還剩{n}次', '残り{n}回', '{n}회 남았습니다', '{n} periods left'],
  'call.times-left-1': ['还剩1次', '還剩1次', '残り1回', '1회 남았습니다', '1 period left'],
  'call.byoyomi-minutes': ['开始读秒，保留{n}分钟', '開始讀秒，保留{n}分鐘', '秒読みです。残り{n}分', '초읽기 시작, {n}분', 'byo-yomi, {n} minutes'],
  'call.byoyomi-minutes-1': ['开始读秒，保留1分钟', '開始讀秒，保留1分鐘', '秒読みです。残り1分', '초읽기 시작, 1분', 'byo-yomi, 1 minute'],
  'call.byoyomi-times': ['开始读秒，{n}次', '開始讀秒，{n}次', '秒読みです。残り{n}回', '초읽기 시작, {n}회', 'byo-yomi, {n} periods'],
  'call.byoyomi-times-1': ['开始读秒，1次', '開始讀秒，1次', '秒読みです。残り1回', '초읽기 시작, 1회', 'byo-yomi, 1 period'],
  'call.last-period': ['最后一次读秒', '最後一次讀秒', '最後の秒読み', '마지막 초읽기', 'last period'],
  'call.under-a-minute': ['不到一分钟', '不到一分鐘', '残り1分を切りました', '1분 미만', 'less than a minute'],
  'call.moves': ['还需{n}手', '還需{n}手', 'あと{n}手', '{n}수 남았습니다', '{n} moves to play'],
  'call.moves-1': ['还需1手', '還需1手', 'あと1手', '1수 남았습니다', '1 move to play'],
  'call.extension': ['第{n}次加时', '第{n}次加時', '延長{n}回目', '{n}번째 연장', 'extension {n}'],
  'call.penalty': ['共罚{n}点', '共罰{n}點', '罰点 合計{n}点', '벌점 합계 {n}점', '{n} penalty points in total'],
  'call.penalty-1': ['共罚1点', '共罰1點', '罰点 合計1点', '벌점 합계 1점', '1 penalty point in total'],
  'call.stage': ['进入第{n}阶段', '進入第{n}階段', '第{n}段階', '{n}단계 시작', 'stage {n}'],
  'call.timeout': ['超时', '超時', '時間切れ', '시간 초과', 'time'],
  'call.timeout-lost': ['超时判负', '超時判負', '時間切れ負け', '시간 초과 패', 'time, game lost'],
};

/** A phrase's caption in `say`'s language: its own words, else its stem's with its number. */
export function callCaption(phrase: string, say: Say): string {
  if (CALL_TEXTS['call.' + phrase] !== undefined) return say('call.' + phrase);
  const numbered = splitNumbered(phrase);
  return numbered === null ? say('call.' + phrase) : say('call.' + numbered.stem, { n: numbered.n });
}
