// A face's words, shared by the terminal clock and the web clock, in the catalogue's five languages.
import { formatSeconds, resultParts, wordsOf, FIGURE_SECONDS, type FaceView, type Say, type Side, type WordBook } from '../firmware/core/index';

export const FACE_TEXTS: WordBook = {
  'side.black': ['黑方', '黑方', '黒', '흑', 'BLACK'],
  'side.white': ['白方', '白方', '白', '백', 'WHITE'],
  'side.Black': ['黑方', '黑方', '黒', '흑', 'Black'],
  'side.White': ['白方', '白方', '白', '백', 'White'],
  'result.won.resign': ['中盘胜', '中盤勝', '中押し勝ち', '불계승', 'WON by resignation'],
  'result.lost.resign': ['中盘负', '中盤負', '中押し負け', '불계패', 'LOST by resignation'],
  'result.won.points': ['胜 {margin} 目', '勝 {margin} 目', '{margin}目勝ち', '{margin}집 승', 'WON by {margin} points'],
  'result.lost.points': ['负 {margin} 目', '負 {margin} 目', '{margin}目負け', '{margin}집 패', 'LOST by {margin} points'],
  'result.won.time': ['对方超时，胜', '對方超時，勝', '時間切れ勝ち', '시간승', 'WON on time'],
  'result.lost.time': ['超时负', '超時負', '時間切れ負け', '시간패', 'LOST on time'],
  'result.won.forfeit': ['对方判负，胜', '對方判負，勝', '不戦勝', '부전승', 'WON by forfeit'],
  'result.lost.forfeit': ['判负', '判負', '不戦敗', '부전패', 'LOST by forfeit'],
  'result.jigo': ['和棋', '和棋', '持碁', '무승부', 'JIGO'],
  'face.won.late': ['对方迟到判负，胜', '對方遲到判負，勝', '相手の遅刻で勝ち', '상대 지각으로 승', 'WON: opponent late'],
  'face.lost.late': ['迟到判负', '遲到判負', '遅刻で負け', '지각패', 'LOST by lateness'],
  'face.over': ['对局结束：裁判终止', '對局結束：裁判終止', '審判により対局終了', '심판이 대국을 종료함', 'GAME OVER: ended by the referee'],
  'face.flag': ['超时：由裁判裁定', '超時：由裁判裁定', '時間切れ：審判の裁定待ち', '시간 초과: 심판 판정 대기', 'TIME OUT: the referee decides'],
  'face.flag.late': ['迟到：由裁判裁定', '遲到：由裁判裁定', '遅刻：審判の裁定待ち', '지각: 심판 판정 대기', 'LATENESS: the referee decides'],
  'face.move': ['第 {move} 手', '第 {move} 手', '{move}手目', '{move}수째', 'move {move}'],
  'face.firstFlag': ['先超时', '先超時', '先に時間切れ', '먼저 시간 초과', '1st flag'],
  'face.paused': ['暂停', '暫停', '一時停止', '일시 정지', 'paused'],
  'face.sealed': ['封棋', '封棋', '封じ手', '봉수', 'sealed'],
  'face.opponent': ['对方 {time}', '對方 {time}', '相手 {time}', '상대 {time}', 'opponent {time}'],
  'face.opponentLeft': ['对方 {time} · {left}', '對方 {time} · {left}', '相手 {time} · {left}', '상대 {time} · {left}', 'opponent {time} · {left}'],
  'face.left.byoyomi': ['剩{count}次', '剩{count}次', '残り{count}回', '{count}회 남음', '{count} left'],
  'face.left.canadian': ['剩{count}手', '剩{count}手', '残り{count}手', '{count}수 남음', '{count} stones to play'],
};

/** A told result ("B+3.5", "W+R", "0") as `side`'s face words it: "WON by 3.5 points". */
function resultLine(result: string, side: Side, say: Say): string {
  const parts = resultParts(result);
  if (parts.winner === 'jigo') return say('result.jigo');
  return say('result.' + (parts.winner === side ? 'won' : 'lost') + '.' + parts.by, { margin: parts.margin });
}

/** What a face says under its figure: the decision, the flag, or what the side's time control is doing. */
export function statusLine(view: FaceView, say: Say): string {
  if (view.result !== null) return resultLine(view.result, view.side, say);
  const late = (view.lostBy ?? view.wonBy) === 'late';
  if (view.over && view.lostBy !== null) return say(late ? 'face.lost.late' : 'result.lost.time');
  if (view.over && view.wonBy !== null) return say(late ? 'face.won.late' : 'result.won.time');
  if (view.over) return say('face.over');
  if (view.flagged) return say(view.lostBy === 'late' ? 'face.flag.late' : 'face.flag');
  return wordsOf(view.control).status(view, view.control, say);
}

/** The big figure as the device shows it: byo-yomi's seconds and a running delay as two digits, else a clock. */
export function figureText(view: FaceView): string {
  return view.figure === FIGURE_SECONDS ? String(view.seconds).padStart(2, '0') : formatSeconds(view.seconds);
}
