// What the terminal clock and the web clock say when the core refuses an input: in words a player reads,
// not codes, and in the words of the medium: the terminal's keys, the phone's taps and buttons.
import type { Action, ClockEvent, RejectReason, Say, WordBook } from '../../firmware/core/index';

/** Where the clock is played: the words differ where the terminal has keys and the phone has taps. */
export type Medium = 'terminal' | 'web';

/** Why, by reason (`refuse.<reason>`); {side} names the side. */
const WHY: Record<RejectReason, [string, string, string, string, string]> = {
  'not-started': ['对局尚未开始', '對局尚未開始', '対局はまだ始まっていない', '대국이 아직 시작되지 않음', 'the game has not started'],
  'already-started': ['对局已经开始', '對局已經開始', '対局はもう始まっている', '대국이 이미 시작됨', 'the game has already started'],
  'not-on-move': ['现在不是{side}行棋', '現在不是{side}行棋', '{side}の手番ではない', '{side}의 차례가 아님', 'it is not {side}’s turn'],
  paused: ['计时已暂停（{resume}）', '計時已暫停（{resume}）', '時計は一時停止中（{resume}）', '시계가 일시 정지됨 ({resume})', 'the clock is paused ({resume})'],
  'not-paused': ['计时没有暂停', '計時沒有暫停', '時計は止まっていない', '시계가 멈춰 있지 않음', 'the clock is not paused'],
  flagged: ['超时正等待裁判裁定', '超時正等待裁判裁定', '時間切れで審判の裁定待ち', '시간 초과에 대한 심판 판정 대기 중', 'a flag waits for the referee’s decision'],
  'not-flagged': ['没有待裁定的超时', '沒有待裁定的超時', '裁定を待つ時間切れはない', '판정을 기다리는 시간 초과가 없음', 'no flag is waiting for a decision'],
  ended: ['对局已结束', '對局已結束', '対局は終わっている', '대국이 끝났음', 'the game is over'],
  'not-byoyomi': ['只有读秒中的超时才能算作停一手', '只有讀秒中的超時才能算作停一手', 'パスとみなせるのは秒読み中の時間切れだけ', '초읽기 중 시간 초과만 패스로 칠 수 있음', 'only a time-out in byo-yomi can count as a pass'],
  'capture-not-byoyomi': ['只有读秒中提子才可停钟', '只有讀秒中提子才可停鐘', '取った石を取り除く間に時計を止められるのは秒読み中だけ', '따낸 돌을 들어내는 동안 시계를 멈추는 것은 초읽기 중에만 가능', 'the clock stops for removing captured stones only in byo-yomi'],
  'rules-1988': ['1988 年规则不允许', '1988 年規則不允許', '1988年の規則では認められない', '1988년 규칙은 허용하지 않음', 'the 1988 rules do not allow it'],
  'rules-later': ['新版规则中提子时间计入用时', '新版規則中提子時間計入用時', '新版規則では取った石を取り除く時間も計る', '개정판 규칙은 따낸 돌을 들어내는 시간도 잼', 'under the current rules, removing captured stones is timed'],
  'already-arrived': ['{side}的到场已经登记', '{side}的到場已經登記', '{side}の到着は記録済み', '{side}의 도착은 이미 기록됨', '{side}’s arrival is already marked'],
  'no-time-left': ['无读秒的计时方式没有时间走完这一手', '無讀秒的計時方式沒有時間走完這一手', '秒読みのない方式では、この手を終える時間がない', '초읽기 없는 방식이라 이 수를 마칠 시간이 없음', 'a time control without overtime leaves no time to end the move in'],
  'out-of-order': ['早于计时钟的上一事件', '早於計時鐘的上一事件', '時計の最後の出来事より前のこと', '시계의 마지막 기록보다 이전임', 'it came before the clock’s last event'],
  'already-moved': ['{side}已经走过', '{side}已經走過', '{side}はもう着手した', '{side}은(는) 이미 두었음', '{side} has already moved'],
  'after-resume': ['暂停后对局已继续', '暫停後對局已繼續', '一時停止の後、対局は再開された', '일시 정지 후 대국이 재개됨', 'the game was resumed after a pause'],
  'late-forfeit': ['迟到判负不可更改', '遲到判負不可更改', '遅刻による負けは確定', '지각패는 확정됨', 'a lateness forfeit is final'],
  'in-main-time': ['{side}仍在基本用时内', '{side}仍在基本用時內', '{side}はまだ持ち時間の中', '{side}은(는) 아직 기본 시간 중', '{side} is still in main time'],
  'idle-side': ['现在不是{side}行棋', '現在不是{side}行棋', '{side}の手番ではない', '{side}의 차례가 아님', 'it is not {side}’s turn'],
  'not-ended': ['对局尚未结束', '對局尚未結束', '対局はまだ終わっていない', '대국이 아직 끝나지 않음', 'the game has not ended'],
  'decided-on-flag': ['对局因{side}超时结束，结果已定', '對局因{side}超時結束，結果已定', '{side}の時間切れで対局は終わり、結果は決まっている', '{side}의 시간 초과로 대국이 끝나 결과가 정해짐', 'the game ended on {side}’s flag, which gave its result'],
  'not-a-result': ['不是 SGF 结果写法（B+R、W+3.5、B+T、W+F 或 0）', '不是 SGF 格式的結果（B+R、W+3.5、B+T、W+F 或 0）', 'SGF の結果表記ではない（B+R、W+3.5、B+T、W+F、0）', '기보에 쓰는 결과가 아님 (B+R, W+3.5, B+T, W+F, 0)', 'it is no result as SGF writes it (B+R, W+3.5, B+T, W+F or 0)'],
};

/** What was refused, by action (`refuse.what.<action>`). */
const WHAT: Record<Action, [string, string, string, string, string]> = {
  start: ['开始', '開始', '開始', '시작', 'Start'],
  press: ['按钟', '按鐘', '時計を押すこと', '시계 누르기', 'Press'],
  pause: ['暂停', '暫停', '一時停止', '일시 정지', 'Pause'],
  resume: ['继续', '繼續', '再開', '재개', 'Resume'],
  query: ['查询时间', '查詢時間', '残り時間の確認', '남은 시간 확인', 'Asking the time'],
  timeoutPass: ['超时算作停一手', '超時算作停一手', '時間切れをパスとみなすこと', '시간 초과를 패스로 치기', 'Counting the time-out as a pass'],
  adjust: ['更正', '更正', '訂正', '정정', 'The correction'],
  seal: ['封棋', '封棋', '封じ手', '봉수', 'Sealing'],
  arrive: ['登记到场', '登記到場', '到着の記録', '도착 기록', 'Marking the arrival'],
  voidFlag: ['取消超时', '取消超時', '時間切れの取り消し', '시간 초과 취소', 'Voiding the flag'],
  end: ['结束对局', '結束對局', '対局の終了', '대국 종료', 'Ending'],
  result: ['结果', '結果', '結果の記録', '결과', 'The result'],
};

function book(prefix: string, texts: Record<string, [string, string, string, string, string]>): WordBook {
  const made: Record<string, [string, string, string, string, string]> = {};
  for (const key of Object.keys(texts)) made[prefix + key] = texts[key];
  return made;
}

export const REFUSAL_TEXTS: WordBook = Object.assign(book('refuse.', WHY), book('refuse.what.', WHAT), {
  'refuse.line': ['{what}无效：{why}。', '{what}無效：{why}。', '{what}はできない：{why}。', '{what} 거부: {why}.', '{what} refused: {why}.'],
  'refuse.what.tap': ['点按', '點按', 'タップ', '탭', 'Tap'],
  'refuse.what.tapStart': ['点按开始', '點按開始', 'タップで開始', '탭하여 시작', 'Tap to start'],
  'refuse.resume.web': ['点“继续”', '點「繼續」', '「再開」をタップ', '"재개"를 탭', 'tap Resume'],
  'refuse.resume.terminal': ['空格键继续', '空白鍵繼續', 'スペースで再開', '스페이스로 재개', 'space resumes'],
  'refuse.thatSide': ['该方', '該方', 'その側', '그쪽', 'That side'],
});

/** "Press refused: Black is not on move." ("Tap refused: …" on the web.) */
export function refusalText(event: Extract<ClockEvent, { type: 'rejected' }>, say: Say, medium: Medium = 'terminal'): string {
  const side = event.side === undefined ? say('refuse.thatSide') : say(event.side === 'black' ? 'side.Black' : 'side.White');
  const onWeb = medium === 'web' && (event.action === 'press' || event.action === 'start');
  const what = say(onWeb ? (event.action === 'press' ? 'refuse.what.tap' : 'refuse.what.tapStart') : 'refuse.what.' + event.action);
  const why = say('refuse.' + event.reason, { side: side, resume: say('refuse.resume.' + medium) });
  return say('refuse.line', { what: what, why: why });
}
