// The director's page's words: its headings and buttons, what it says of a board's clock, the answers to the
// commands its buttons send and what a round's file holds that OpenGotha drops, in the catalogue's five languages.
import type { Say, WordBook } from '../../firmware/core/index';
import type { Dropped } from './pairingTypes';

export const DIRECTOR_TEXTS: WordBook = {
  'dir.pageTitle': ['围棋计时钟：裁判长', '圍棋計時鐘：裁判長', '囲碁の対局時計：大会責任者', '바둑 대국 시계: 대회 책임자', 'Go clock: the director'],
  'dir.heading': ['裁判长：第 {round} 轮', '裁判長：第 {round} 輪', '大会責任者：第{round}回戦', '대회 책임자: {round}라운드', 'The director: round {round}'],
  'dir.moveTo': ['赛场转到第几轮', '賽場轉到第幾輪', '会場の回戦を移動', '대국장을 이 라운드로', 'Move the hall to round'],
  'dir.move': ['转到', '轉到', '移動', '이동', 'Move'],
  'dir.waiting': ['等待你确认的结果', '等待你確認的結果', 'あなたの確認を待つ結果', '확인을 기다리는 결과', 'Results waiting for your word'],
  'dir.look': ['需要去查看的计时钟', '需要去查看的計時鐘', '見に行くべき時計', '살펴볼 시계', 'Clocks to look at'],
  'dir.every': ['所有对局台', '所有對局桌', 'すべての盤', '모든 판', 'Every board'],
  'dir.board': ['台号', '桌號', '盤', '판', 'Board'],
  'dir.black': ['黑方', '黑方', '黒', '흑', 'Black'],
  'dir.white': ['白方', '白方', '白', '백', 'White'],
  'dir.clock': ['计时钟', '計時鐘', '時計', '시계', 'Clock'],
  'dir.result': ['结果', '結果', '結果', '결과', 'Result'],
  'dir.why': ['原因', '原因', '理由', '이유', 'Why'],
  'dir.none': ['无', '無', 'なし', '없음', 'none'],
  'dir.noClock': ['无计时钟', '無計時鐘', '時計なし', '시계 없음', 'no clock'],
  'dir.confirm': ['确认 {result}', '確認 {result}', '{result} を確認', '{result} 확인', 'Confirm {result}'],
  'dir.set': ['设定', '設定', '設定', '설정', 'Set'],
  'dir.clear': ['清除', '清除', '取り消し', '지우기', 'Clear'],
  'dir.resultOf': ['第 {board} 台的结果', '第 {board} 桌的結果', '{board}番盤の結果', '{board}번 판의 결과', 'result of board {board}'],
  'dir.phase.ready': ['未开始', '未開始', '開始前', '시작 전', 'ready'],
  'dir.phase.running': ['计时中', '計時中', '進行中', '진행 중', 'running'],
  'dir.phase.paused': ['暂停', '暫停', '一時停止', '일시 정지', 'paused'],
  'dir.phase.flagged': ['超时', '超時', '時間切れ', '시간 초과', 'flagged'],
  'dir.phase.ended': ['已结束', '已結束', '終局', '종료', 'ended'],
  'dir.noClockHeard': ['未收到计时钟', '未收到計時鐘', '時計の受信なし', '시계 수신 없음', 'no clock heard'],
  'dir.silent': ['{seconds} 秒未收到', '{seconds} 秒未收到', '{seconds}秒 受信なし', '{seconds}초 수신 없음', 'silent for {seconds} s'],
  'dir.battery': ['电量低', '電量低', '電池残量が少ない', '배터리 부족', 'battery low'],
  'dir.earlier': ['显示本轮之前的对局：其结果不属于本轮', '顯示本輪之前的對局：其結果不屬於本輪', '前の回戦の対局を表示：その結果はこの回戦のものではない', '이전 라운드의 대국을 표시: 그 결과는 이번 라운드 것이 아님', "shows a game from before the round: its result is not this round's"],
  'dir.conflict': ['也被 {source} 认领', '也被 {source} 認領', '{source} も同じ盤を名乗る', '{source}도 같은 판을 주장', 'also claimed by {source}'],
  'dir.unpaired': ['本轮没有编排到此台的对局', '本輪沒有編排到此桌的對局', 'この回戦はこの盤に対局を組んでいない', '이번 라운드는 이 판에 대국을 배정하지 않음', 'the round pairs no game to this board'],
  'cmd.confirmed': ['第 {board} 台：{result}，已确认', '第 {board} 桌：{result}，已確認', '{board}番盤：{result}、確認済み', '{board}번 판: {result}, 확인됨', 'board {board}: {result}, confirmed'],
  'cmd.confirmedClockSays': ['第 {board} 台：{result}，已确认（计时钟报 {clock}）', '第 {board} 桌：{result}，已確認（計時鐘報 {clock}）', '{board}番盤：{result}、確認済み（時計は {clock}）', '{board}번 판: {result}, 확인됨 (시계는 {clock})', 'board {board}: {result}, confirmed (its clock says {clock})'],
  'cmd.clocks': ['第 {board} 台：{result}，计时钟所报，未确认', '第 {board} 桌：{result}，計時鐘所報，未確認', '{board}番盤：{result}、時計の報告、未確認', '{board}번 판: {result}, 시계 보고, 미확인', "board {board}: {result}, the clock's, not confirmed"],
  'cmd.noResults': ['还没有任何对局台有结果', '還沒有任何對局桌有結果', 'まだ結果の出た盤はありません', '아직 결과가 나온 판이 없음', 'no board has a result yet'],
  'cmd.confirmedOne': ['已确认 1 个结果', '已確認 1 個結果', '結果 1件を確認', '결과 1개 확인됨', '1 result confirmed'],
  'cmd.confirmedAll': ['已确认 {count} 个结果', '已確認 {count} 個結果', '結果 {count}件を確認', '결과 {count}개 확인됨', '{count} results confirmed'],
  'cmd.noResult': ['第 {board} 台：没有结果', '第 {board} 桌：沒有結果', '{board}番盤：結果なし', '{board}번 판: 결과 없음', 'board {board}: no result'],
  'cmd.roundPaired': ['第 {round} 轮：从 {file} 编排 {games} 局{kept}；仍显示上一局的计时钟会被标出，其结果不属于本轮', '第 {round} 輪：從 {file} 編排 {games} 局{kept}；仍顯示上一局的計時鐘會被標出，其結果不屬於本輪', '第{round}回戦：{file} から {games}局を組み合わせ{kept}。前の対局を表示する時計は印が付き、その結果はこの回戦のものではありません', '{round}라운드: {file}에서 {games}국 배정{kept}; 이전 대국을 보이는 시계는 표시되며 그 결과는 이번 라운드 것이 아님', "round {round}: {games} games paired from {file}{kept}; a clock still showing an earlier game is marked, and its result is not this round's"],
  'cmd.roundUnpaired': ['第 {round} 轮：没有编排；仍显示上一局的计时钟会被标出，其结果不属于本轮', '第 {round} 輪：沒有編排；仍顯示上一局的計時鐘會被標出，其結果不屬於本輪', '第{round}回戦：組み合わせなし。前の対局を表示する時計は印が付き、その結果はこの回戦のものではありません', '{round}라운드: 대진 없음; 이전 대국을 보이는 시계는 표시되며 그 결과는 이번 라운드 것이 아님', "round {round}: no pairings; a clock still showing an earlier game is marked, and its result is not this round's"],
  'cmd.roundAsk': ['{command} 后面写 1 到 99 的轮次；编排在另一个文件里时再写该文件，如 {short} 或 {long}', '{command} 後面寫 1 到 99 的輪次；編排在另一個檔案裡時再寫該檔案，如 {short} 或 {long}', '{command} の後に 1～99 の回戦を、組み合わせが別のファイルならそのファイルも：{short}、{long}', '{command} 뒤에 1~99 라운드를, 대진이 다른 파일에 있으면 그 파일도: {short} 또는 {long}', '{command} takes a round from 1 to 99 and, if the pairings are in another file, that file: {short} or {long}'],
  'cmd.roundAlready': ['赛场已经在第 {round} 轮', '賽場已經在第 {round} 輪', '会場はすでに第{round}回戦です', '대국장은 이미 {round}라운드입니다', 'the hall already runs round {round}'],
  'cmd.roundUnread': ['第 {round} 轮：读不了编排，赛场仍在原来的轮次：{why}', '第 {round} 輪：讀不了編排，賽場仍在原來的輪次：{why}', '第{round}回戦：組み合わせを読めず、会場は今の回戦のままです：{why}', '{round}라운드: 대진을 읽지 못해 대국장은 지금 라운드 그대로: {why}', 'round {round}: the pairings cannot be read, and the hall stays on its round: {why}'],
  // A game or a bye OpenGotha drops from its own file, as it reads it: the hall drops it too.
  'dir.dropped.game': ['第 {round} 轮第 {board} 台：{program} 找不到{side}“{key}”，略去这局', '第 {round} 輪第 {board} 桌：{program} 找不到{side}「{key}」，略去這局', '第{round}回戦 {board}番盤：{program} は{side}の選手「{key}」を見つけられず、この対局を除きます', '{round}라운드 {board}번 판: {program}에서 {side} "{key}" 선수를 찾을 수 없어 이 대국이 빠집니다', 'round {round}, board {board}: {program} finds no player "{key}" for {side}, and drops the game'],
  'dir.dropped.bye': ['第 {round} 轮：{program} 找不到轮空的棋手“{key}”，略去此轮空', '第 {round} 輪：{program} 找不到輪空的棋手「{key}」，略去此輪空', '第{round}回戦：{program} は抜け番の選手「{key}」を見つけられず、この抜け番を除きます', '{round}라운드: {program}에서 부전(휴식) "{key}" 선수를 찾을 수 없어 이 부전이 빠집니다', 'round {round}: {program} finds no player "{key}" for the bye, and drops the bye'],
  'dir.dropped.letters': ['（在没有 {version} 201 的文件里，{program} 只按姓名中 A 到 Z 的字母找棋手）', '（在沒有 {version} 201 的檔案裡，{program} 只按姓名中 A 到 Z 的字母找棋手）', '（{version} 201 のないファイルでは、{program} は名前の A～Z の文字だけで選手を探します）', ' ({version} 201이 없는 파일에서는 {program}에서 이름의 A~Z 글자만으로 선수를 찾음)', ' (in a file without {version} 201, {program} finds a player by the letters A to Z of the name alone)'],
  'cmd.kept': ['，保留 {count} 个结果', '，保留 {count} 個結果', '、結果 {count}件を保持', ', 결과 {count}개 유지', ', {count} results kept'],
};

/** A game or a bye OpenGotha drops from its file, in one line of `say`'s words. */
export function droppedLine(dropped: Dropped, say: Say): string {
  // OpenGotha and its file's attribute are names, the same in every language.
  const names = { program: 'OpenGotha', version: 'dataVersion' };
  const what = dropped.board === null
    ? say('dir.dropped.bye', { round: dropped.round, key: dropped.key, ...names })
    : say('dir.dropped.game', { round: dropped.round, board: dropped.board, key: dropped.key, side: say(dropped.side === 'white' ? 'dir.white' : 'dir.black'), ...names });
  return what + (dropped.byLetters ? say('dir.dropped.letters', names) : '');
}
